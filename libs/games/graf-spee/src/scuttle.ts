import { err, ok, rollD6, type DiceSource, type Result, type RuleError } from '@wargames/engine';
import { board, type HexId } from './board';
import { GrafSpeeErrors as E, refuse } from './errors';
import type { GrafSpeeEvent } from './events';
import type { GrafSpeeState } from './state';
import { gameEnded } from './victory';

export const SCUTTLE_HEX: HexId = board.data.scuttleHex;

export const mayScuttle = (state: GrafSpeeState): boolean => state.speeHex === SCUTTLE_HEX;

/**
 * GS-8.4: on E1 the German may scuttle: half a die, rounded up, is subtracted. Ruling: the seed says "at any time";
 * a server can only take it when the German has a decision to make.
 */
export function decideScuttle(state: GrafSpeeState, dice: DiceSource): Result<GrafSpeeEvent[], RuleError> {
  if (!mayScuttle(state)) return err(refuse(E.NOT_ON_SCUTTLE_HEX, 'GS-8.4', `the Spee may scuttle only on ${SCUTTLE_HEX}; she is on ${state.speeHex ?? 'no hex yet'}`));
  const die = rollD6(dice);
  const penalty = Math.ceil(die / 2);
  const score = state.score - penalty;
  return ok([{ type: 'scuttled', speeHex: SCUTTLE_HEX, die, penalty, score }, gameEnded('spee-scuttled', score, die, penalty)]);
}
