import { err, ok, shuffled, type DiceSource, type Result, type RuleError } from '@wargames/engine';
import { board } from './board';
import type { CommandOf } from './commands';
import { BOX_IDS, BRITISH_KINDS, type BritishKind } from './data/board-data';
import { GrafSpeeErrors as E, refuse } from './errors';
import type { GrafSpeeEvent, KindCounts } from './events';
import { noPieces, type GrafSpeeState } from './state';

const SUPPLY_SHIPS = board.data.supplyShips;

/** All nine British pieces (GS-1), in a fixed order before the random deal. */
export const BRITISH_FLEET: readonly BritishKind[] = BRITISH_KINDS.flatMap((kind) =>
  Array.from({ length: board.piece(kind).count }, () => kind),
);

/**
 * GS-3.1: the Spee starts on A1–A5 or B1–B5, secretly. Ruling: the German sets up in four commands (the Spee and
 * each supply ship, in any order) so that `legal` can list every choice (one command would have 36,540 variants).
 */
export function decidePlaceSpee(state: GrafSpeeState, command: CommandOf<'place-spee'>): Result<GrafSpeeEvent[], RuleError> {
  if (state.speeHex !== null) {
    return err(refuse(E.SPEE_ALREADY_PLACED, 'GS-3.1', `the Spee is already placed on ${state.speeHex}`));
  }
  if (!board.data.speeStartHexes.includes(command.speeHex)) {
    return err(refuse(E.BAD_START_HEX, 'GS-3.1', `the Spee starts on ${board.data.speeStartHexes.join(', ')}, not "${command.speeHex}"`));
  }
  return ok([{ type: 'spee-placed', speeHex: command.speeHex }]);
}

/** GS-3.2: three supply ships, each on a sea hex of its own (Ruling: distinct); they never move. */
export function decidePlaceSupplyShip(
  state: GrafSpeeState,
  command: CommandOf<'place-supply-ship'>,
): Result<GrafSpeeEvent[], RuleError> {
  if (state.supplyShips.length >= SUPPLY_SHIPS) {
    return err(refuse(E.ALL_SUPPLY_SHIPS_PLACED, 'GS-3.2', `all ${SUPPLY_SHIPS} supply ships are placed`));
  }
  if (!board.isSea(command.supplyHex)) {
    return err(refuse(E.NOT_A_SEA_HEX, 'GS-2', `supplyHex "${command.supplyHex}" is not a sea hex of the map`));
  }
  if (state.supplyShips.includes(command.supplyHex)) {
    return err(refuse(E.SUPPLY_SHIP_HEX_TAKEN, 'GS-3.2', `a supply ship is already on ${command.supplyHex}; each needs a hex of its own`));
  }
  return ok([{ type: 'supply-ship-placed', supplyHex: command.supplyHex }]);
}

/**
 * GS-3.3: the British chooses only how many pieces go to each box; the pieces are dealt at random and nobody
 * sees which went where (clarification 1). The deal is recorded in the event for replay, and redacted.
 * GS-3.4: the British deploys last (`decide` lets him act only once the German has set up), so turn 1 starts now.
 */
export function decideDeployBritish(command: CommandOf<'deploy-british'>, dice: DiceSource): Result<GrafSpeeEvent[], RuleError> {
  const total = BRITISH_FLEET.length;
  if (command.atlantic + command.indian !== total) {
    return err(
      refuse(E.BAD_BOX_SPLIT, 'GS-3.3', `all ${total} pieces go to the boxes: atlantic + indian must be ${total}, not ${command.atlantic + command.indian}`),
    );
  }
  const deal = shuffled(dice, BRITISH_FLEET);
  const count = (kinds: readonly BritishKind[]): KindCounts => {
    const counts: Record<BritishKind, number> = { ...noPieces };
    for (const kind of kinds) counts[kind]++;
    return counts;
  };
  const [atlanticKinds, indianKinds] = [deal.slice(0, command.atlantic), deal.slice(command.atlantic)];
  const assignment = { [BOX_IDS[0]]: count(atlanticKinds), [BOX_IDS[1]]: count(indianKinds) } as Record<(typeof BOX_IDS)[number], KindCounts>;
  return ok([
    { type: 'british-deployed', atlantic: command.atlantic, indian: command.indian, assignment },
    { type: 'turn-started', turn: 1, shadowed: false },
  ]);
}
