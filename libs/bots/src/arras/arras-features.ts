import { arrasModifier, COMBAT_TABLE, COUNTERS, crtResult, GEOMETRY, LAST_TURN, modifiedDie, oddsColumn, retreatPaths, type ArrasState } from '@wargames/arras';
import { hexIndex, positionOf, sideOf, type Position } from '@wargames/arras/position';
import { COLUMNS_PER_TURN, germanReach } from './arras-evaluation';

/** AR-8.6: boxes the marker moves per hex a German retreats, and for a German unit lost. */
const BOXES_PER_LOSS = 3;

/**
 * Expected boxes of Rommel's panic (AR-8.6) if the Allied units next to a German unit attacked it with the AR-8.2
 * shift: a D1 or D2 it cannot retreat (AR-8.5: no path of that length) costs the unit, so 3 boxes, not 1 or 2.
 */
function panicIfAttacked(state: ArrasState, position: Position, unitId: string, attack: number, canRetreatOne: boolean): number {
  const hex = state.units[unitId]?.hex as string;
  const defence = COUNTERS.get(unitId)?.strength ?? 1;
  // The Allies attack before moving when they can: one column right (AR-8.2), at most the last column.
  const column = Math.min(oddsColumn(attack, defence, COMBAT_TABLE) + 1, COMBAT_TABLE.columns.length - 1);
  const canRetreat = [false, canRetreatOne, canRetreatOne && retreatPaths(state, unitId, 2, position).length > 0];
  let total = 0;
  for (let die = 1; die <= 6; die++) {
    const result = crtResult(column, modifiedDie(die, arrasModifier(hex)), COMBAT_TABLE);
    if (result === 'De' || result === 'Ex') total += BOXES_PER_LOSS;
    else if (result === 'D1') total += canRetreat[1] ? 1 : BOXES_PER_LOSS;
    else if (result === 'D2') total += canRetreat[2] ? 2 : BOXES_PER_LOSS;
  }
  return total / 6;
}

/** What the search's evaluator reads from a position, all from the German's side (AR-4, AR-8.6). */
export interface ArrasFeatures {
  /** German movement phases left before the marker passes the last box, counting this turn's if still to come. */
  readonly movesLeft: number;
  /**
   * `movesLeft` less the expected panic: AR-8.6 turns retreats and losses into boxes of the turn marker, so a box lost
   * to panic costs what a turn costs. The evaluator reads this, not `panic` apart: fitted apart, the panic weight
   * came out positive, since in played games the Germans next to Allied units are mostly the ones that got far.
   */
  readonly movesAfterPanic: number;
  /**
   * Turns in hand: `movesAfterPanic` less the movements the Germans need to reach the west edge (one, plus the
   * columns of `reach` at about 4.5 a turn for a 6-MP tank, AR-2.1). Fitted alone beside `exitOpen` and `material`:
   * with few German wins in the games, more free weights took confounded signs (reach rewarded further east).
   */
  readonly slack: number;
  /** Soft minimum over German units of the column each could reach in one movement (0: off the west edge). */
  readonly reach: number;
  /** 1 when some German unit could leave westward in its next movement (AR-4.1). */
  readonly exitOpen: number;
  /** Expected panic boxes (AR-8.6) if each German unit next to Allied units were attacked by them. */
  readonly panic: number;
  /** German units within reach of no retreat at all (AR-8.5), next to Allied units. */
  readonly trapped: number;
  /** German minus Allied strength on the map, disrupted units at 80%. */
  readonly material: number;
  /** 1 when the German moves next. */
  readonly germanToMove: number;
}

export function arrasFeatures(state: ArrasState): ArrasFeatures {
  const { best, soft } = germanReach(state);
  const germanMovementToCome = state.side === 'allied' || state.phase === 'movement' || !state.phasesDone.includes('movement');
  const movesLeft = LAST_TURN - state.turn + (germanMovementToCome ? 1 : 0);
  const position = positionOf(state);
  let panic = 0;
  let trapped = 0;
  let material = 0;
  for (const [id, unit] of Object.entries(state.units)) {
    if (unit.status !== 'map' || unit.hex === null) continue;
    const strength = (COUNTERS.get(id)?.strength ?? 0) * (unit.disrupted ? 0.8 : 1);
    material += sideOf(id) === 'german' ? strength : -strength;
    if (sideOf(id) !== 'german') continue;
    let attack = 0;
    for (const n of GEOMETRY.neighbours[hexIndex(unit.hex) as number] ?? []) {
      const other = position.occupant[n];
      if (other !== undefined && sideOf(other) === 'allied' && !state.units[other]?.disrupted) attack += COUNTERS.get(other)?.strength ?? 0;
    }
    if (attack === 0) continue;
    const canRetreatOne = retreatPaths(state, id, 1, position).length > 0;
    panic += panicIfAttacked(state, position, id, attack, canRetreatOne);
    if (!canRetreatOne) trapped++;
  }
  const reach = Math.max(0, soft);
  return { movesLeft, movesAfterPanic: movesLeft - panic, slack: movesLeft - panic - 1 - reach / COLUMNS_PER_TURN, reach, exitOpen: best === 0 ? 1 : 0, panic, trapped, material, germanToMove: state.side === 'german' ? 1 : 0 };
}

/** The features the evaluator weighs (see `movesAfterPanic` and `slack` for why so few). */
export const FEATURE_NAMES = ['slack', 'exitOpen', 'material'] as const satisfies readonly (keyof ArrasFeatures)[];
