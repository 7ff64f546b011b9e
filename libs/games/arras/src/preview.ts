import { D6_FACES, err, ok, PROBE_DICE, type Result, type Role, type RuleError } from '@wargames/engine';
import { isTank } from './combat';
import { arrasModifier, columnLabel, COMBAT_TABLE, crtResult, gunModifier, modifiedDie, oddsColumn, shiftColumn } from './combat-table';
import type { ArrasCommand } from './commands';
import { ARRAS_DATA, type CrtResult } from './data/arras-data';
import { decide } from './decide';
import { resultOutlook, type MarkerOutlook, type RetreatOutlook } from './result-outlook';
import { counter, type ArrasState } from './state';

/** A die modifier with the rule that gives it. */
export interface PreviewModifier {
  readonly value: number;
  readonly rule: string;
  readonly reason: 'defender-in-arras' | 'tanks-in-arras';
}

/** A column shift with the rule that gives it. */
export interface PreviewShift {
  readonly value: number;
  readonly rule: string;
  readonly reason: 'combat-before-movement';
}

/**
 * The odds of an attack (AR-8.1 – AR-8.3) or of the 88's fire (AR-8.8), read off the same table `decide` uses, before
 * the command is sent. Arras is open information (AR-9): everything here is in every viewer's view.
 */
export interface ArrasPreview {
  readonly kind: 'attack' | 'gun';
  /** The units attacking (for the 88: the gun) and those attacked (for the 88: the tanks). */
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly attack: number;
  readonly defence: number;
  /** The odds column before any shift (AR-8.1: rounded in the defender's favour). */
  readonly oddsColumn: string;
  readonly shifts: readonly PreviewShift[];
  /** The column the die is read in. */
  readonly column: string;
  readonly modifiers: readonly PreviewModifier[];
  /** The result for each die face 1–6, modifiers applied (AR-8.3 ruling: a modified 0 reads as 1). */
  readonly results: readonly CrtResult[];
  /** AR-8.8: the German may fire the 88 at the attacking tanks before this attack is rolled. */
  readonly gunMayFire: boolean;
  /**
   * AR-8.5: for each retreat result on the table that would eliminate units unable to complete their retreat, which
   * ones (for an attack the 88 may fire at, as if it does not).
   */
  readonly retreats: readonly RetreatOutlook[];
  /**
   * AR-8.6: for each result on the table that would move the turn marker (Rommel's panic), where to, and whether the
   * Allies would win by it (AR-4.2).
   */
  readonly marker: readonly MarkerOutlook[];
  /** Every rule the figures come from. */
  readonly rules: readonly string[];
}

const strengthOf = (units: readonly string[]): number => units.reduce((sum, id) => sum + counter(id).strength, 0);

export function preview(state: ArrasState, command: ArrasCommand, role: Role): Result<ArrasPreview | null, RuleError> {
  if (command.type !== 'attack' && command.type !== 'fire-88') return ok(null);
  const legal = decide(state, command, role, PROBE_DICE);
  if (!legal.ok) return err(legal.error);
  const figures = command.type === 'attack' ? attackPreview(state, command.attackers, command.defender) : gunPreview(state);
  const { retreats, marker } = resultOutlook(state, command, role, figures.results, figures.gunMayFire ? { type: 'decline-88' } : undefined);
  const rules = [...figures.rules, ...(retreats.length > 0 ? ['AR-8.5'] : []), ...(marker.length > 0 ? ['AR-8.6'] : [])];
  return ok({ ...figures, retreats, marker, rules });
}

function attackPreview(state: ArrasState, attackers: readonly string[], defender: string): Omit<ArrasPreview, 'retreats' | 'marker'> {
  const attack = strengthOf(attackers);
  const defence = counter(defender).strength;
  const base = oddsColumn(attack, defence);
  // AR-8.2, as resolveAttack applies it: in the Allied turn, combat before movement shifts one column right.
  const shifts: PreviewShift[] = state.side === 'allied' && !state.phasesDone.includes('movement') ? [{ value: 1, rule: 'AR-8.2', reason: 'combat-before-movement' }] : [];
  const column = shiftColumn(base, shifts.reduce((sum, shift) => sum + shift.value, 0));
  const hex = state.units[defender]?.hex ?? '';
  const modifier = arrasModifier(hex);
  const modifiers: PreviewModifier[] = modifier !== 0 ? [{ value: modifier, rule: 'AR-8.3', reason: 'defender-in-arras' }] : [];
  const gunMayFire = state.side === 'allied' && state.gun88 === 'ready' && attackers.some(isTank);
  return {
    kind: 'attack',
    attackers,
    defenders: [defender],
    attack,
    defence,
    oddsColumn: columnLabel(base),
    shifts,
    column: columnLabel(column),
    modifiers,
    results: D6_FACES.map((die) => crtResult(column, modifiedDie(die, modifier))),
    gunMayFire,
    rules: ['AR-8.1', ...shifts.map((s) => s.rule), ...modifiers.map((m) => m.rule), 'AR-8.4', ...(gunMayFire ? ['AR-8.8'] : [])],
  };
}

/** AR-8.8: 8 against the tanks of the declared attack, no AR-8.2 shift; −1 when every one stands in Arras (Ruling). */
function gunPreview(state: ArrasState): Omit<ArrasPreview, 'retreats' | 'marker'> {
  const targets = (state.combat?.attackers ?? []).filter(isTank);
  const attack = ARRAS_DATA.gun88.strength;
  const defence = strengthOf(targets);
  const column = oddsColumn(attack, defence, COMBAT_TABLE);
  const modifier = gunModifier(targets.map((id) => state.units[id]?.hex ?? ''));
  const modifiers: PreviewModifier[] = modifier !== 0 ? [{ value: modifier, rule: 'AR-8.3', reason: 'tanks-in-arras' }] : [];
  return {
    kind: 'gun',
    attackers: [ARRAS_DATA.gun88.id],
    defenders: targets,
    attack,
    defence,
    oddsColumn: columnLabel(column),
    shifts: [],
    column: columnLabel(column),
    modifiers,
    results: D6_FACES.map((die) => crtResult(column, modifiedDie(die, modifier))),
    gunMayFire: false,
    rules: ['AR-8.8', ...modifiers.map((m) => m.rule), 'AR-8.4'],
  };
}
