import { err, ok, type Result, type RuleError } from '@wargames/engine';
import { EDGE_RIVER, EDGE_ROAD, GEOMETRY } from './board';
import { WEST } from './commands';
import { arrasError, ArrasErrors, notInPlay } from './errors';
import { enemyZoc, hexIndex, hexLabel, positionOf, SIDE_CODE, sideOf, type Position } from './position';
import { counter, type ArrasState, type Side } from './state';

const HEX_COUNT = GEOMETRY.ids.length;
/** Leaving the map westward costs 1 MP (AR-4.1), counted in half MP like every cost here. */
const EXIT_COST = 2;
/** Scratch tables for the search, reused because the map is small and the search runs very often (bots, legal). */
const best = new Int16Array(HEX_COUNT);
const parent = new Int16Array(HEX_COUNT);
const UNREACHED = 0x7fff;

/**
 * AR-7.1 cost of one step in half MP: ½ MP hex to hex along the same road (a bridge: no river cost), else 1 MP,
 * +1 MP across a river hexside.
 */
export function stepCostHalves(from: number, to: number): number {
  const edge = GEOMETRY.edges[from * HEX_COUNT + to] ?? 0;
  if (edge & EDGE_ROAD) return 1;
  return edge & EDGE_RIVER ? 4 : 2;
}

/** Movement cost in MP of one step between two hexes given by label. */
export function stepCost(from: string, to: string): number {
  return stepCostHalves(hexIndex(from) as number, hexIndex(to) as number) / 2;
}

export interface ReachableHex {
  /** A CCRR label, or "west" for leaving the map (AR-4.1). */
  readonly hex: string;
  /** MP spent, halves allowed. */
  readonly cost: number;
  /** A cheapest legal path: every hex entered, in order. */
  readonly path: readonly string[];
}

/** Why a unit may not move now, or null if it may (AR-6.5, AR-7). Phase checks are the caller's. */
export function whyUnitCannotMove(state: ArrasState, unitId: string, side: Side): RuleError | null {
  const unit = state.units[unitId];
  if (!unit || unit.status !== 'map') return notInPlay(state.units, unitId, 'AR-7.1');
  if (sideOf(unitId) !== side) return arrasError(ArrasErrors.NOT_YOUR_UNIT, 'AR-7.1', `${unitId} is not a ${side} unit`);
  if (state.moved.includes(unitId)) return arrasError(ArrasErrors.UNIT_ALREADY_MOVED, 'AR-7.1', `${unitId} has already moved this phase`);
  if (unit.disrupted) return arrasError(ArrasErrors.UNIT_DISRUPTED, 'AR-6.5', `${unitId} is disrupted and may not move`);
  return null;
}

/**
 * Every hex the unit may end its move on, with a cheapest legal path (Dijkstra on half MP), and "west" when a
 * German unit can leave the map. Entering an EZOC hex ends movement and no step goes from one EZOC hex to another
 * (AR-6.2); enemy hexes are closed, friendly ones may be crossed but not ended on (AR-7.1, AR-7.2).
 * Returns nothing for a unit that may not move now.
 */
export function reachableHexes(state: ArrasState, unitId: string, position: Position = positionOf(state)): ReachableHex[] {
  const unit = state.units[unitId];
  if (!unit || unit.hex === null || unit.disrupted) return [];
  const start = hexIndex(unit.hex) as number;
  const side = sideOf(unitId);
  const budget = counter(unitId).movement * 2;
  const ezoc = enemyZoc(position, side);
  const enemy = SIDE_CODE[side === 'allied' ? 'german' : 'allied'];
  const { sideAt } = position;
  best.fill(UNREACHED);
  parent.fill(-1);
  const buckets: number[][] = [];
  for (let i = 0; i <= budget; i++) buckets.push([]);
  best[start] = 0;
  buckets[0]?.push(start);
  for (let cost = 0; cost <= budget; cost++) {
    const bucket = buckets[cost] as number[];
    for (let b = 0; b < bucket.length; b++) {
      const here = bucket[b] as number;
      if (best[here] !== cost) continue;
      if (here !== start && ezoc[here]) continue; // AR-6.2: entering an EZOC ends the move
      const around = GEOMETRY.neighbours[here] as readonly number[];
      for (let k = 0; k < around.length; k++) {
        const next = around[k] as number;
        if (sideAt[next] === enemy) continue;
        if (here === start && ezoc[start] && ezoc[next]) continue;
        const total = cost + stepCostHalves(here, next);
        if (total > budget || total >= (best[next] as number)) continue;
        best[next] = total;
        parent[next] = here;
        buckets[total]?.push(next);
      }
    }
  }
  const pathTo = (target: number): string[] => {
    const path: string[] = [];
    for (let at = target; at !== start; at = parent[at] as number) path.push(hexLabel(at));
    return path.reverse();
  };
  const out: ReachableHex[] = [];
  let exitFrom = -1;
  for (let at = 0; at < HEX_COUNT; at++) {
    const cost = best[at] as number;
    if (cost > budget) continue;
    if (at !== start && sideAt[at] === 0) out.push({ hex: hexLabel(at), cost: cost / 2, path: pathTo(at) });
    // AR-4.1: a German unit in column 1 may leave westward for 1 MP, if its move has not been stopped by an EZOC.
    const mayGoOn = at === start || !ezoc[at];
    if (side === 'german' && GEOMETRY.column[at] === 1 && mayGoOn && cost + EXIT_COST <= budget) {
      if (exitFrom < 0 || cost < (best[exitFrom] as number)) exitFrom = at;
    }
  }
  if (exitFrom >= 0) {
    out.push({ hex: WEST, cost: ((best[exitFrom] as number) + EXIT_COST) / 2, path: [...pathTo(exitFrom), WEST] });
  }
  return out;
}

export interface CheckedMove {
  readonly from: string;
  /** MP spent. */
  readonly cost: number;
  /** AR-4.1: the path leaves the map westward. */
  readonly exits: boolean;
}

/** Checks a move path hex by hex against AR-4.1, AR-6.2, AR-7.1 and AR-7.2. */
export function checkMovePath(
  state: ArrasState,
  unitId: string,
  path: readonly string[],
  position: Position = positionOf(state),
): Result<CheckedMove, RuleError> {
  const unit = state.units[unitId];
  if (!unit || unit.hex === null) return err(notInPlay(state.units, unitId, 'AR-7.1'));
  const side = sideOf(unitId);
  const budget = counter(unitId).movement * 2;
  const ezoc = enemyZoc(position, side);
  const start = hexIndex(unit.hex) as number;
  let here = start;
  let spent = 0;
  for (let i = 0; i < path.length; i++) {
    const step = path[i] as string;
    const field = `path[${i}]`;
    const isLast = i === path.length - 1;
    if (step === WEST) {
      if (side !== 'german') return err(arrasError(ArrasErrors.EXIT_NOT_ALLOWED, 'AR-4.1', `${field}: only German units may leave the map westward`));
      if (!isLast) return err(arrasError(ArrasErrors.EXIT_NOT_ALLOWED, 'AR-4.1', `${field}: leaving the map westward must be the last step`));
      if (GEOMETRY.column[here] !== 1) {
        return err(arrasError(ArrasErrors.EXIT_NOT_ALLOWED, 'AR-4.1', `${field}: only a unit in a column-01 hex may leave westward; ${hexLabel(here)} is not on the west edge`));
      }
      spent += EXIT_COST;
    } else {
      const next = hexIndex(step);
      if (next === undefined) return err(arrasError(ArrasErrors.HEX_OFF_MAP, 'AR-2', `${field}: hex ${step} is not on the map (columns 01–10, rows 01–08)`));
      if (!(GEOMETRY.neighbours[here] ?? []).includes(next)) {
        return err(arrasError(ArrasErrors.HEX_NOT_ADJACENT, 'AR-7.1', `${field}: ${step} is not adjacent to ${hexLabel(here)}`));
      }
      const who = position.occupant[next];
      if (who !== undefined && sideOf(who) !== side) {
        return err(arrasError(ArrasErrors.ENEMY_OCCUPIED, 'AR-7.1', `${field}: ${step} holds the enemy unit ${who}; a unit may not enter an enemy-occupied hex`));
      }
      if (ezoc[here] && ezoc[next]) {
        return err(arrasError(ArrasErrors.EZOC_TO_EZOC, 'AR-6.2', `${field}: ${hexLabel(here)} and ${step} are both in an enemy ZOC; a unit may not move directly from one to the other`));
      }
      spent += stepCostHalves(here, next);
      if (ezoc[next] && !isLast) {
        return err(arrasError(ArrasErrors.EZOC_STOP, 'AR-6.2', `${field}: entering ${step}, in an enemy ZOC, ends the move; the path goes on`));
      }
      here = next;
    }
    if (spent > budget) {
      return err(arrasError(ArrasErrors.NOT_ENOUGH_MP, 'AR-7.1', `${field}: the path costs ${spent / 2} MP by ${step}; ${unitId} has ${budget / 2} MP`));
    }
  }
  const exits = path[path.length - 1] === WEST;
  if (!exits && here === start) {
    return err(arrasError(ArrasErrors.MOVE_GOES_NOWHERE, 'AR-7.1', `the path ends on ${unit.hex}, where ${unitId} started; a move must end on another hex`));
  }
  const endOn = position.occupant[here];
  if (!exits && endOn !== undefined && endOn !== unitId) {
    return err(arrasError(ArrasErrors.ENDS_ON_FRIEND, 'AR-7.2', `the move may cross ${endOn} but may not end on it in ${hexLabel(here)}: no stacking`));
  }
  return ok({ from: unit.hex, cost: spent / 2, exits });
}
