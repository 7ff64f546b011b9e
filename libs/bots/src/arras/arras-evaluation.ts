import { COUNTERS, LAST_TURN, reachableHexes, WEST, type ArrasState } from '@wargames/arras';
import { positionOf, sideOf } from '@wargames/arras/position';
import { stackGuard } from '@wargames/arras/stacking';

/** Columns a German tank gains in a turn on open ground (6 MP, AR-2.1), a little less for ZOC and rivers. */
const COLUMNS_PER_TURN = 4.5;

const column = (hex: string): number => (hex === WEST ? 0 : Number(hex.slice(0, 2)));

/**
 * How far west the Germans could get in their next movement phase from this position: the smallest column any German
 * unit could reach (0: off the west edge, AR-4.1), as if every unit had recovered (AR-6.6) and none had moved.
 */
export function germanReach(state: ArrasState): { best: number; units: number } {
  const units: Record<string, ArrasState['units'][string]> = {};
  for (const [id, unit] of Object.entries(state.units)) units[id] = sideOf(id) === 'german' && unit.disrupted ? { ...unit, disrupted: false } : unit;
  const ahead: ArrasState = { ...state, units, side: 'german', phase: 'movement', moved: [], combat: null };
  const position = positionOf(ahead);
  const guard = stackGuard(ahead, position);
  let best = 11;
  let count = 0;
  for (const id of Object.keys(units)) {
    if (sideOf(id) !== 'german' || units[id]?.status !== 'map') continue;
    count++;
    const here = column(units[id]?.hex as string);
    if (here < best) best = here;
    for (const reach of reachableHexes(ahead, id, position, guard)) {
      const col = column(reach.hex);
      if (col < best) best = col;
    }
  }
  return { best, units: count };
}

/** Strength on the map per side, for the material term. */
function strengths(state: ArrasState): { allied: number; german: number } {
  const out = { allied: 0, german: 0 };
  for (const [id, unit] of Object.entries(state.units)) {
    if (unit.status !== 'map') continue;
    out[sideOf(id)] += (COUNTERS.get(id)?.strength ?? 0) * (unit.disrupted ? 0.8 : 1);
  }
  return out;
}

/**
 * The German's chance to win from this position, roughly, in [0, 1]: how many turns the Germans still have (AR-4,
 * AR-8.6: the turn marker) against how many they need to reach the west edge, with a little for material.
 */
export function germanWinChance(state: ArrasState): number {
  if (state.outcome) return state.outcome.winner === 'german' ? 1 : 0;
  const { best, units } = germanReach(state);
  if (units === 0) return 0;
  // German movement phases left, counting this turn's when it is still to come.
  const germanMovesLeft = LAST_TURN - state.turn + (state.side === 'allied' || state.phase === 'movement' || !state.phasesDone.includes('movement') ? 1 : 0);
  if (best === 0 && germanMovesLeft >= 1) return state.side === 'german' && state.phasesDone.includes('movement') ? 0.9 : 0.97;
  const turnsNeeded = 1 + best / COLUMNS_PER_TURN;
  const slack = germanMovesLeft - turnsNeeded;
  const { allied, german } = strengths(state);
  const material = (german - allied) / 20;
  return 1 / (1 + Math.exp(-(slack * 1.6 + material)));
}
