import { rollD6 } from '@wargames/engine';
import { advanceOptions } from './advance';
import { arrasModifier, columnLabel, crtResult, gunModifier, modifiedDie, oddsColumn, shiftColumn } from './combat-table';
import type { Consequences } from './consequences';
import { ARRAS_DATA } from './data/arras-data';
import { positionOf } from './position';
import { retreatPaths } from './retreat';
import { counter, type CombatStep, type RetreatDue } from './state';
import { eliminate } from './turn-marker';

/**
 * The sequence of one attack once declared (AR-8.1 – AR-8.8): the 88's fire, the roll, losses, retreats and the
 * advance, each decision waiting for its player as a combat step.
 */

/** AR-8.8: the 88's strength. */
const GUN_STRENGTH = ARRAS_DATA.gun88.strength;

const strengthOf = (units: readonly string[]): number => units.reduce((sum, id) => sum + counter(id).strength, 0);
export const isTank = (id: string): boolean => counter(id).type === 'tank';

export function setStep(c: Consequences, step: CombatStep): void {
  c.emit({ type: 'combat-step', step });
}

/** AR-8.1 – AR-8.4: rolls the declared attack with the units still in it. */
export function resolveAttack(c: Consequences): void {
  const combat = c.state.combat;
  if (!combat || c.over) return;
  const { attackers, defender } = combat;
  const attack = strengthOf(attackers);
  const defence = counter(defender).strength;
  const base = oddsColumn(attack, defence);
  // AR-8.2: in the Allied turn, combat before movement shifts one column right.
  const shift = c.state.side === 'allied' && !c.state.phasesDone.includes('movement') ? 1 : 0;
  const column = shiftColumn(base, shift);
  const die = rollD6(c.dice);
  const modifier = arrasModifier(combat.hex);
  const finalDie = modifiedDie(die, modifier);
  const result = crtResult(column, finalDie);
  c.emit({
    type: 'attack-resolved',
    attackers,
    defender,
    attack,
    defence,
    oddsColumn: columnLabel(base),
    shift,
    column: columnLabel(column),
    die,
    modifier,
    modifiedDie: finalDie,
    result,
  });
  switch (result) {
    case 'C':
      c.emit({ type: 'combat-ended' });
      return;
    case 'Ar':
      // Ruling (AR-8.4): every attacking unit retreats 1 hex
      beginRetreats(c, 'attack', attackers.map((unit) => ({ unit, hexes: 1 })));
      return;
    case 'D1':
    case 'D2':
      beginRetreats(c, 'attack', [{ unit: defender, hexes: result === 'D1' ? 1 : 2 }]);
      return;
    case 'De':
      eliminate(c, defender, 'AR-8.4', 'De');
      offerAdvance(c);
      return;
    case 'Ex': {
      eliminate(c, defender, 'AR-8.4', 'Ex');
      const left = c.state.combat?.attackers ?? [];
      if (left.length === 1) {
        eliminate(c, left[0] as string, 'AR-8.4', 'Ex');
        offerAdvance(c);
      } else if (!c.over) {
        setStep(c, { kind: 'loss', from: 'attack', candidates: left });
      }
      return;
    }
  }
}

/**
 * AR-8.8: the 88 fires at the tanks of the declared attack; odds 8 : their strength, no AR-8.2 shift; the tanks are
 * the defenders of this fire, so the AR-8.3 −1 applies when every one of them stands in Arras (the rules file's Ruling).
 */
export function fireGun(c: Consequences): void {
  const combat = c.state.combat;
  if (!combat) return;
  const targets = combat.attackers.filter(isTank);
  const defence = strengthOf(targets);
  const column = oddsColumn(GUN_STRENGTH, defence);
  const die = rollD6(c.dice);
  const modifier = gunModifier(targets.map((id) => c.state.units[id]?.hex ?? ''));
  const finalDie = modifiedDie(die, modifier);
  const result = crtResult(column, finalDie);
  c.emit({ type: 'gun-fired', targets, attack: GUN_STRENGTH, defence, column: columnLabel(column), die, modifier, modifiedDie: finalDie, result });
  switch (result) {
    case 'Ar': // a result against the 88 is ignored
    case 'C':
      afterGun(c);
      return;
    case 'D1':
    case 'D2':
      beginRetreats(c, 'gun', targets.map((unit) => ({ unit, hexes: result === 'D1' ? 1 : 2 })));
      return;
    case 'De':
      // Ruling (AR-8.8): the results apply to every tank fired at, so De eliminates them all (and D1/D2 retreat each)
      for (const unit of targets) eliminate(c, unit, 'AR-8.8', 'De by the 88');
      afterGun(c);
      return;
    case 'Ex':
      if (targets.length === 1) {
        eliminate(c, targets[0] as string, 'AR-8.8', 'Ex by the 88');
        afterGun(c);
      } else {
        setStep(c, { kind: 'loss', from: 'gun', candidates: targets });
      }
      return;
  }
}

/**
 * AR-8.8: the declared attack resolves with the units left, or is cancelled. Ruling: tanks the 88 made retreat are
 * disrupted and so drop out of the attack (AR-6.5).
 */
export function afterGun(c: Consequences): void {
  const combat = c.state.combat;
  if (!combat || c.over) return;
  if (combat.attackers.length === 0) {
    c.emit({ type: 'attack-cancelled', defender: combat.defender });
    c.emit({ type: 'combat-ended' });
    return;
  }
  resolveAttack(c);
}

function beginRetreats(c: Consequences, from: 'gun' | 'attack', queue: RetreatDue[]): void {
  setStep(c, { kind: 'retreat', from, queue });
  settleRetreats(c);
}

/**
 * AR-8.5: waits while some unit due to retreat has a legal path (the attacking player chooses it, see `pending`);
 * Ruling: when none has, the first of them cannot complete its retreat and is eliminated, and the rest are looked at
 * again.
 */
export function settleRetreats(c: Consequences): void {
  for (;;) {
    const combat = c.state.combat;
    if (c.over || !combat || combat.step?.kind !== 'retreat') return;
    const { queue, from } = combat.step;
    const first = queue[0];
    if (!first) {
      afterRetreats(c, from);
      return;
    }
    const position = positionOf(c.state);
    if (queue.some((due) => retreatPaths(c.state, due.unit, due.hexes, position).length > 0)) return;
    // Ruling: eliminated where it stands; a German gives +3 boxes (AR-8.6), nothing for hexes it might have managed
    eliminate(c, first.unit, 'AR-8.5', 'cannot retreat');
  }
}

function afterRetreats(c: Consequences, from: 'gun' | 'attack'): void {
  if (from === 'gun') {
    afterGun(c);
    return;
  }
  if (c.state.combat?.result === 'Ar') c.emit({ type: 'combat-ended' });
  else offerAdvance(c);
}

/** AR-8.7: if any attacker may advance into the emptied hex, the attacking player decides; else the attack is over. */
export function offerAdvance(c: Consequences): void {
  if (c.over || !c.state.combat) return;
  if (advanceOptions(c.state).length > 0) setStep(c, { kind: 'advance' });
  else c.emit({ type: 'combat-ended' });
}
