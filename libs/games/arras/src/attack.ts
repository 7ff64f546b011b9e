import { err, ok, type Result, type RuleError } from '@wargames/engine';
import { GEOMETRY } from './board';
import { arrasError, ArrasErrors, notInPlay } from './errors';
import { hexIndex, positionOf, sideOf, type Position } from './position';
import { type ArrasState, type Side } from './state';

/**
 * AR-8.1 (with its ruling): one defender per attack, attacked at most once per combat phase, by one or more adjacent,
 * non-disrupted friendly units, each attacking at most once per combat phase. Attacking is optional (AR-6.3).
 */
export function checkAttack(state: ArrasState, side: Side, defender: string, attackers: readonly string[]): Result<void, RuleError> {
  const target = state.units[defender];
  if (!target || target.hex === null) return err(notInPlay(state.units, defender, 'AR-8.1', `defender ${defender}`));
  if (sideOf(defender) === side) return err(arrasError(ArrasErrors.NOT_AN_ENEMY, 'AR-8.1', `defender ${defender} is not an enemy unit`));
  if (state.defended.includes(defender)) {
    return err(arrasError(ArrasErrors.DEFENDER_ALREADY_ATTACKED, 'AR-8.1', `${defender} has already been attacked this combat phase`));
  }
  const around = GEOMETRY.neighbours[hexIndex(target.hex) as number] ?? [];
  for (let i = 0; i < attackers.length; i++) {
    const id = attackers[i] as string;
    const field = `attackers[${i}]`;
    const unit = state.units[id];
    if (attackers.indexOf(id) !== i) return err(arrasError(ArrasErrors.DUPLICATE_UNIT, 'AR-8.1', `${field}: ${id} is listed twice`));
    if (!unit || unit.hex === null) return err(notInPlay(state.units, id, 'AR-8.1', `${field}: ${id}`));
    if (sideOf(id) !== side) return err(arrasError(ArrasErrors.NOT_YOUR_UNIT, 'AR-8.1', `${field}: ${id} is not a ${side} unit`));
    if (unit.disrupted) return err(arrasError(ArrasErrors.UNIT_DISRUPTED, 'AR-6.5', `${field}: ${id} is disrupted and may not attack`));
    if (state.attacked.includes(id)) return err(arrasError(ArrasErrors.ALREADY_ATTACKED, 'AR-8.1', `${field}: ${id} has already attacked this combat phase`));
    if (!around.includes(hexIndex(unit.hex) as number)) {
      return err(arrasError(ArrasErrors.NOT_ADJACENT_TO_DEFENDER, 'AR-8.1', `${field}: ${id} in ${unit.hex} is not adjacent to ${defender} in ${target.hex}`));
    }
  }
  return ok(undefined);
}

/**
 * Every legal attack of `side` now: for each enemy not yet attacked, every non-empty set of its adjacent friendly
 * units that may still attack (at most 6 neighbours, so at most 63 sets per defender).
 */
export function attackOptions(state: ArrasState, side: Side, position: Position = positionOf(state)): { defender: string; attackers: string[] }[] {
  const out: { defender: string; attackers: string[] }[] = [];
  for (const defender in state.units) {
    const target = state.units[defender];
    if (!target || target.hex === null || sideOf(defender) === side || state.defended.includes(defender)) continue;
    const candidates: string[] = [];
    for (const n of GEOMETRY.neighbours[hexIndex(target.hex) as number] ?? []) {
      const id = position.occupant[n];
      if (id === undefined || sideOf(id) !== side || state.units[id]?.disrupted || state.attacked.includes(id)) continue;
      candidates.push(id);
    }
    for (let mask = 1; mask < 1 << candidates.length; mask++) {
      out.push({ defender, attackers: candidates.filter((_, i) => mask & (1 << i)) });
    }
  }
  return out;
}
