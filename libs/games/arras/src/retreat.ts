import { err, ok, type Result, type RuleError } from '@wargames/engine';
import { GEOMETRY } from './board';
import { arrasError, ArrasErrors, notInPlay } from './errors';
import { enemyZoc, hexIndex, hexLabel, positionOf, sideOf, type Position } from './position';
import type { ArrasState } from './state';

/**
 * AR-8.5 retreat paths. Each hex is adjacent to the last, on the map, not enemy-occupied and not in the retreating
 * unit's enemy ZOC; the path may cross friends but not end on one. Ruling: a retreat moves away — it never re-enters
 * the hex it left or a hex already on its path.
 */
export function checkRetreatPath(
  state: ArrasState,
  unitId: string,
  hexes: number,
  path: readonly string[],
  position: Position = positionOf(state),
): Result<void, RuleError> {
  const unit = state.units[unitId];
  if (!unit || unit.hex === null) return err(notInPlay(state.units, unitId, 'AR-8.5'));
  if (path.length !== hexes) {
    return err(arrasError(ArrasErrors.RETREAT_LENGTH, 'AR-8.4', `${unitId} must retreat exactly ${hexes} hex${hexes === 1 ? '' : 'es'}; the path has ${path.length}`));
  }
  const side = sideOf(unitId);
  const ezoc = enemyZoc(position, side);
  const start = hexIndex(unit.hex) as number;
  const visited = [start];
  let here = start;
  for (let i = 0; i < path.length; i++) {
    const label = path[i] as string;
    const field = `path[${i}]`;
    const next = hexIndex(label);
    if (next === undefined) return err(arrasError(ArrasErrors.HEX_OFF_MAP, 'AR-8.5', `${field}: ${label} is off the map; a retreat may not leave the map`));
    if (!(GEOMETRY.neighbours[here] ?? []).includes(next)) {
      return err(arrasError(ArrasErrors.HEX_NOT_ADJACENT, 'AR-8.5', `${field}: ${label} is not adjacent to ${hexLabel(here)}`));
    }
    if (visited.includes(next)) return err(arrasError(ArrasErrors.RETREAT_BACKTRACKS, 'AR-8.5', `${field}: a retreat may not go back into ${label}`));
    const who = position.occupant[next];
    if (who !== undefined && sideOf(who) !== side) {
      return err(arrasError(ArrasErrors.ENEMY_OCCUPIED, 'AR-8.5', `${field}: ${label} holds the enemy unit ${who}; a retreat may not enter an enemy-occupied hex`));
    }
    if (ezoc[next]) return err(arrasError(ArrasErrors.RETREAT_INTO_EZOC, 'AR-8.5', `${field}: ${label} is in an enemy ZOC; a retreat may not enter one`));
    visited.push(next);
    here = next;
  }
  const endOn = position.occupant[here];
  if (endOn !== undefined) {
    return err(arrasError(ArrasErrors.ENDS_ON_FRIEND, 'AR-8.5', `the retreat may cross ${endOn} but may not end on it in ${hexLabel(here)}`));
  }
  return ok(undefined);
}

/** Every legal retreat path of `hexes` hexes for the unit; empty when it cannot retreat and so is eliminated (AR-8.5). */
export function retreatPaths(state: ArrasState, unitId: string, hexes: number, position: Position = positionOf(state)): string[][] {
  const unit = state.units[unitId];
  if (!unit || unit.hex === null || hexes < 1) return [];
  const ezoc = enemyZoc(position, sideOf(unitId));
  const side = sideOf(unitId);
  const start = hexIndex(unit.hex) as number;
  const out: string[][] = [];
  const walk = (here: number, trail: number[]) => {
    for (const next of GEOMETRY.neighbours[here] ?? []) {
      if (next === start || trail.includes(next) || ezoc[next]) continue;
      const who = position.occupant[next];
      if (who !== undefined && sideOf(who) !== side) continue;
      const path = [...trail, next];
      if (path.length < hexes) walk(next, path);
      else if (who === undefined) out.push(path.map(hexLabel));
    }
  };
  walk(start, []);
  return out;
}
