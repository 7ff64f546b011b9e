import { err, ok, type Result, type RuleError } from '@wargames/engine';
import { GEOMETRY } from './board';
import { arrasError, ArrasErrors } from './errors';
import { enemyZoc, hexIndex, hexLabel, positionOf, sideOf, type Position } from './position';
import { counter, type ArrasState } from './state';

/**
 * AR-8.7 advance after combat, for the attack under way: the attackers of the current attack may advance into the
 * emptied defender hex, infantry 1 hex and tanks up to 2, ignoring costs and ZOC stops, except AR-6.4: when the emptied
 * hex is in an EZOC (looked at once the defender has left), a tank stops there, wherever it started.
 * Rulings: the second hex is any free neighbour but the tank's own starting hex; a tank may pass a friend that already
 * advanced into the emptied hex; each unit advances once.
 */
export function advanceOptions(state: ArrasState, position: Position = positionOf(state)): { unit: string; path: string[] }[] {
  const combat = state.combat;
  if (!combat) return [];
  const out: { unit: string; path: string[] }[] = [];
  for (const unitId of combat.attackers) {
    for (const path of unitAdvancePaths(state, unitId, position)) out.push({ unit: unitId, path });
  }
  return out;
}

function unitAdvancePaths(state: ArrasState, unitId: string, position: Position): string[][] {
  const combat = state.combat;
  const unit = state.units[unitId];
  if (!combat || !unit || unit.hex === null || unit.disrupted || combat.advanced.includes(unitId)) return [];
  const from = hexIndex(unit.hex) as number;
  const emptied = hexIndex(combat.hex) as number;
  if (!(GEOMETRY.neighbours[from] ?? []).includes(emptied)) return [];
  const side = sideOf(unitId);
  const inEmptied = position.occupant[emptied];
  if (inEmptied !== undefined && sideOf(inEmptied) !== side) return [];
  const out: string[][] = [];
  if (inEmptied === undefined) out.push([combat.hex]);
  const ezoc = enemyZoc(position, side);
  if (counter(unitId).type !== 'tank' || ezoc[emptied]) return out; // AR-6.4: no second hex from an EZOC
  for (const second of GEOMETRY.neighbours[emptied] ?? []) {
    if (second === from || position.occupant[second] !== undefined) continue;
    out.push([combat.hex, hexLabel(second)]);
  }
  return out;
}

/** Checks one advance command against AR-8.7 and AR-6.4, naming the reason when it is refused. */
export function checkAdvance(state: ArrasState, unitId: string, path: readonly string[], position: Position = positionOf(state)): Result<void, RuleError> {
  const combat = state.combat;
  if (!combat) return err(arrasError(ArrasErrors.ADVANCE_NOT_ALLOWED, 'AR-8.7', 'no attack is being resolved'));
  if (!combat.attackers.includes(unitId)) {
    return err(arrasError(ArrasErrors.ADVANCE_NOT_ALLOWED, 'AR-8.7', `${unitId} did not take part in this attack, or is no longer in it`));
  }
  if (combat.advanced.includes(unitId)) return err(arrasError(ArrasErrors.ADVANCE_NOT_ALLOWED, 'AR-8.7', `${unitId} has already advanced`));
  if (path[0] !== combat.hex) {
    return err(arrasError(ArrasErrors.ADVANCE_NOT_ALLOWED, 'AR-8.7', `path[0]: an advance enters the emptied defender hex ${combat.hex} first`));
  }
  if (path.length > 1 && counter(unitId).type !== 'tank') {
    return err(arrasError(ArrasErrors.ADVANCE_NOT_ALLOWED, 'AR-8.7', `path[1]: ${unitId} is infantry and advances 1 hex only`));
  }
  const allowed = unitAdvancePaths(state, unitId, position);
  if (allowed.some((p) => p.length === path.length && p.every((h, i) => h === path[i]))) return ok(undefined);
  if (path.length === 2 && allowed.length > 0) {
    if (enemyZoc(position, sideOf(unitId))[hexIndex(combat.hex) as number]) {
      return err(arrasError(ArrasErrors.ADVANCE_NOT_ALLOWED, 'AR-6.4', `path[1]: ${combat.hex} is in an enemy ZOC, so ${unitId} stops there: no second hex of advance from an EZOC`));
    }
    return err(arrasError(ArrasErrors.ADVANCE_NOT_ALLOWED, 'AR-8.7', `path[1]: ${path[1]} must be a free hex next to ${combat.hex}, not the hex ${unitId} came from`));
  }
  return err(arrasError(ArrasErrors.ADVANCE_NOT_ALLOWED, 'AR-8.7', `${unitId} cannot advance along ${path.join('-')}: the hex must be empty and next to it`));
}
