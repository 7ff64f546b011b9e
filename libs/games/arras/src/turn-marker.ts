import { ARRAS_DATA } from './data/arras-data';
import type { Consequences } from './consequences';
import { sideOf } from './position';

/** The last box of the turn track: the marker may not pass it (AR-4.2). */
export const LAST_TURN = ARRAS_DATA.turnTrack.length;

/**
 * AR-4.2, AR-8.6: the turn marker advances; if it would pass the last box the Allies win. Ruling: the game ends at once,
 * the marker left on the last box.
 */
export function advanceMarker(c: Consequences, boxes: number, rule: 'AR-5.1' | 'AR-8.6', reason: string): void {
  const from = c.state.turn;
  const to = from + boxes;
  if (to <= LAST_TURN) {
    c.emit({ type: 'turn-marker-advanced', from, to, rule, reason });
    return;
  }
  const panic = rule === 'AR-8.6';
  c.emit({
    type: 'game-ended',
    winner: 'allied',
    reason: panic ? 'rommel-panic' : 'turn-limit',
    rule: panic ? 'AR-8.6' : 'AR-4.2',
    message: panic
      ? `Rommel's panic (${reason}) would move the turn marker from ${from} to ${to}, past turn ${LAST_TURN}: the Allies win`
      : `the turn marker would move past turn ${LAST_TURN} and no German unit has left the map westward: the Allies win`,
  });
}

/** Takes a unit off the map; a German loss panics Rommel (AR-8.6). */
export function eliminate(c: Consequences, unitId: string, rule: string, reason: string): void {
  const hex = c.state.units[unitId]?.hex;
  if (!hex) return;
  c.emit({ type: 'unit-eliminated', unit: unitId, hex, rule, reason });
  if (sideOf(unitId) === 'german') advanceMarker(c, 3, 'AR-8.6', `${unitId} eliminated`);
}
