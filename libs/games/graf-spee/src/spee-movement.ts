import { err, ok, type Result, type RuleError } from '@wargames/engine';
import { board, type HexId } from './board';
import type { CommandOf } from './commands';
import { GrafSpeeErrors as E, refuse } from './errors';
import type { GrafSpeeEvent } from './events';
import type { GrafSpeeState } from './state';
import { gameEnded } from './victory';

const SPEE = board.data.spee;

/** GS-4.1, GS-4.3, GS-4.4: hexes the Spee may move this turn. */
export const speeAllowance = (damaged: boolean, refuel: boolean): number =>
  (damaged ? SPEE.damagedMoves : SPEE.moves) + (refuel ? SPEE.refuelBonus : 0);

const allowanceRule = (damaged: boolean, refuel: boolean): string => (damaged ? 'GS-4.4' : refuel ? 'GS-4.3' : 'GS-4.1');

/**
 * GS-4.1, GS-4.5: a path is checked hex by hex: each step is an adjacent sea hex, and a box may only be the last
 * step, entered from a hex bordering it. Rulings: an empty path stays put (GS-4.1); the box counts as one step of the
 * path, so the exit costs 1 hex (GS-4.5: the seed does not give its cost). The errors go to the German only, so they
 * may name his hexes.
 */
export function checkSpeePath(from: HexId, path: readonly string[], allowance: number, rule: string): RuleError | null {
  if (path.length > allowance) {
    return refuse(E.PATH_TOO_LONG, rule, `the Spee may move ${allowance} hex${allowance === 1 ? '' : 'es'} this turn, the path has ${path.length}`);
  }
  let at = from;
  for (let i = 0; i < path.length; i++) {
    const step = path[i] as string;
    if (board.isBox(step)) {
      if (i !== path.length - 1) return refuse(E.EXIT_NOT_LAST, 'GS-4.5', `path[${i}]: leaving into the ${step} box ends the move; it must be the last step`);
      if (!board.boxesOf(at).includes(step)) {
        return refuse(E.NOT_ON_BOX_BORDER, 'GS-4.5', `path[${i}]: the ${step} box can only be entered from ${board.borders(step).join(', ')}, not from ${at}`);
      }
    } else if (!board.isSea(step)) {
      return refuse(E.NOT_A_SEA_HEX, 'GS-2', `path[${i}]: "${step}" is not a sea hex of the map`);
    } else if (!board.adjacent(at, step)) {
      return refuse(E.HEX_NOT_ADJACENT, 'GS-4.1', `path[${i}]: ${step} is not adjacent to ${at}`);
    }
    at = step;
  }
  return null;
}

/**
 * GS-4: the secret move; GS-4.5 exits end the game; GS-4.6 shadowing reveals the new hex. Rulings: a path may come
 * back to a hex it passed; refuelling may be declared with any path, even an empty one (the ship is then spent).
 */
export function decideMoveSpee(state: GrafSpeeState, command: CommandOf<'move-spee'>): Result<GrafSpeeEvent[], RuleError> {
  const from = state.speeHex as HexId;
  if (command.refuel) {
    if (!state.supplyShips.includes(from)) {
      return err(refuse(E.NO_SUPPLY_SHIP, 'GS-4.3', `no supply ship of yours is on ${from}, where the Spee starts its move`));
    }
    if (state.usedSupplyShips.includes(from)) {
      return err(refuse(E.SUPPLY_SHIP_USED, 'GS-4.3', `the supply ship on ${from} was already used; each is used once`));
    }
  }
  const allowance = speeAllowance(state.speeDamaged, command.refuel);
  const problem = checkSpeePath(from, command.path, allowance, allowanceRule(state.speeDamaged, command.refuel));
  if (problem) return err(problem);
  const events: GrafSpeeEvent[] = [
    { type: 'spee-moved', turn: state.turn, speeFrom: from, path: [...command.path], refuelledAt: command.refuel ? from : null },
  ];
  const last = command.path[command.path.length - 1];
  if (last !== undefined && board.isBox(last)) {
    events.push({ type: 'spee-exited', box: last }, gameEnded('spee-exited', state.score));
  } else if (state.shadowed) {
    events.push({ type: 'spee-shadowed', turn: state.turn, speeHex: last ?? from });
  }
  return ok(events);
}

const pathCache = new Map<string, readonly (readonly string[])[]>();

/** Every path of at most `steps` places from `from` (Ruling: revisits allowed), with exits as a last step (GS-4.5). */
export function speePaths(from: HexId, steps: number): readonly (readonly string[])[] {
  const key = `${from}/${steps}`;
  const cached = pathCache.get(key);
  if (cached) return cached;
  const paths: (readonly string[])[] = [Object.freeze([])];
  const extend = (at: HexId, prefix: readonly string[]): void => {
    if (prefix.length >= steps) return;
    for (const box of board.boxesOf(at)) paths.push(Object.freeze([...prefix, box]));
    for (const next of board.neighbours(at)) {
      const path = Object.freeze([...prefix, next]);
      paths.push(path);
      extend(next, path);
    }
  };
  extend(from, []);
  pathCache.set(key, paths);
  return paths;
}

const commandCache = new Map<string, readonly CommandOf<'move-spee'>[]>();

/** Every legal `move-spee` command now (GS-4.1, GS-4.3, GS-4.4, GS-4.5). Shared frozen objects: never mutate. */
export function speeMoveCommands(state: GrafSpeeState): readonly CommandOf<'move-spee'>[] {
  const from = state.speeHex as HexId;
  const canRefuel = state.supplyShips.includes(from) && !state.usedSupplyShips.includes(from);
  const build = (refuel: boolean): readonly CommandOf<'move-spee'>[] => {
    const steps = speeAllowance(state.speeDamaged, refuel);
    const key = `${from}/${steps}/${refuel}`;
    let commands = commandCache.get(key);
    if (!commands) {
      commands = speePaths(from, steps).map((path) => Object.freeze({ type: 'move-spee' as const, path: path as string[], refuel }));
      commandCache.set(key, commands);
    }
    return commands;
  };
  return canRefuel ? [...build(false), ...build(true)] : build(false);
}
