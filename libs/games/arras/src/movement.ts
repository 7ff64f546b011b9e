import { err, ok, type Result, type RuleError } from '@wargames/engine';
import { GEOMETRY } from './board';
import { WEST } from './commands';
import { arrasError, ArrasErrors, notInPlay } from './errors';
import { EXIT_COST, pathTo, stepCostHalves, UNREACHED } from './move-search';
import { enemyZoc, hexIndex, hexLabel, positionOf, sideOf, type Position } from './position';
import { stackGuard, type StackGuard } from './stacking';
import { counter, type ArrasState, type Side } from './state';

export { stepCost, stepCostHalves } from './move-search';

const HEX_COUNT = GEOMETRY.ids.length;

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
  // Ruling (AR-7.1): each unit moves once per movement phase
  if (state.moved.includes(unitId)) return arrasError(ArrasErrors.UNIT_ALREADY_MOVED, 'AR-7.1', `${unitId} has already moved this phase`);
  if (unit.disrupted) return arrasError(ArrasErrors.UNIT_DISRUPTED, 'AR-6.5', `${unitId} is disrupted and may not move`);
  return null;
}

/**
 * Every hex the unit may end its move on now, with a cheapest legal path, and "west" when a German unit can leave the
 * map (AR-4.1): the search of `searchMoves` (AR-6.2, AR-7.1), ending on an empty hex or on a friend only where the
 * stacking check allows it (AR-7.2). Returns nothing for a unit that may not move now (off the map, disrupted, or
 * already moved this phase).
 */
export function reachableHexes(state: ArrasState, unitId: string, position: Position = positionOf(state), guard: StackGuard = stackGuard(state, position)): ReachableHex[] {
  const unit = state.units[unitId];
  if (!unit || unit.hex === null || unit.disrupted || state.moved.includes(unitId)) return [];
  const search = guard.search(unitId);
  if (!search) return [];
  const out: ReachableHex[] = [];
  const { cost, start } = search;
  for (let at = 0; at < HEX_COUNT; at++) {
    if (at === start || cost[at] === UNREACHED || guard.refusal(unitId, at)) continue;
    out.push({ hex: hexLabel(at), cost: (cost[at] as number) / 2, path: pathTo(search, at) });
  }
  if (search.exitFrom >= 0) {
    out.push({ hex: WEST, cost: ((search.cost[search.exitFrom] as number) + EXIT_COST) / 2, path: [...pathTo(search, search.exitFrom), WEST] });
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

/** Checks a move path hex by hex against AR-4.1, AR-6.2 and AR-7.1, and where it ends against AR-7.2 (`stacking.ts`). */
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
  // Ruling (AR-7.1): a move ends on another hex than it started from, so that `legal` lists every move's destination
  if (!exits && here === start) {
    return err(arrasError(ArrasErrors.MOVE_GOES_NOWHERE, 'AR-7.1', `the path ends on ${unit.hex}, where ${unitId} started; a move must end on another hex`));
  }
  if (!exits) {
    const refusal = stackGuard(state, position).refusal(unitId, here);
    if (refusal) return err(refusal);
  }
  return ok({ from: unit.hex, cost: spent / 2, exits });
}
