import { CommonErrors, err, ok, rollD6, type DiceSource, type Result, type Role, type RuleError } from '@wargames/engine';
import { checkAdvance, advanceOptions } from './advance';
import { checkAttack } from './attack';
import { arrasModifier, columnLabel, crtResult, modifiedDie, oddsColumn, shiftColumn } from './combat-table';
import type { ArrasCommand } from './commands';
import { ARRAS_DATA } from './data/arras-data';
import { arrasError, ArrasErrors } from './errors';
import type { ArrasEvent } from './events';
import { evolve } from './evolve';
import { checkMovePath, whyUnitCannotMove } from './movement';
import { pending } from './pending';
import { positionOf, sideOf } from './position';
import { checkRetreatPath, retreatPaths } from './retreat';
import { counter, PHASES, type ArrasState, type CombatStep, type PhaseName, type RetreatDue, type Side } from './state';
import { waitingFor } from './waiting-for';

/** The last box of the turn track: the marker may not pass it (AR-4.2). */
export const LAST_TURN = ARRAS_DATA.turnTrack.length;
/** AR-8.8: the 88's strength. */
const GUN_STRENGTH = ARRAS_DATA.gun88.strength;

/** Collects the events of one command, folding each onto a working state so later steps see its effect. */
class Consequences {
  readonly events: ArrasEvent[] = [];
  constructor(
    public state: ArrasState,
    readonly dice: DiceSource,
  ) {}
  /** Nothing happens after the game has ended. */
  emit(event: ArrasEvent): void {
    if (this.state.outcome) return;
    this.events.push(event);
    this.state = evolve(this.state, event);
  }
  get over(): boolean {
    return this.state.outcome !== null;
  }
}

const strengthOf = (units: readonly string[]): number => units.reduce((sum, id) => sum + counter(id).strength, 0);
const isTank = (id: string): boolean => counter(id).type === 'tank';

/** AR-4.2, AR-8.6: the turn marker advances; if it would pass the last box the Allies win. */
function advanceMarker(c: Consequences, boxes: number, rule: 'AR-5.1' | 'AR-8.6', reason: string): void {
  const from = c.state.turn;
  const to = from + boxes;
  if (to <= LAST_TURN) {
    c.emit({ type: 'turnMarkerAdvanced', from, to, rule, reason });
    return;
  }
  const panic = rule === 'AR-8.6';
  c.emit({
    type: 'gameEnded',
    winner: 'allied',
    reason: panic ? 'rommel-panic' : 'turn-limit',
    rule: panic ? 'AR-8.6' : 'AR-4.2',
    message: panic
      ? `Rommel's panic (${reason}) would move the turn marker from ${from} to ${to}, past turn ${LAST_TURN}: the Allies win`
      : `the turn marker would move past turn ${LAST_TURN} and no German unit has left the map westward: the Allies win`,
  });
}

function eliminate(c: Consequences, unitId: string, rule: string, reason: string): void {
  const hex = c.state.units[unitId]?.hex;
  if (!hex) return;
  c.emit({ type: 'unitEliminated', unit: unitId, hex, rule, reason });
  if (sideOf(unitId) === 'german') advanceMarker(c, 3, 'AR-8.6', `${unitId} eliminated`);
}

function startPhase(c: Consequences, side: Side, phase: PhaseName): void {
  c.emit({ type: 'phaseStarted', side, phase, turn: c.state.turn });
  if (phase !== 'recovery') return;
  // AR-6.6: every disrupted unit of the side recovers, even in an EZOC. An Allied unit disrupted by Ar after this
  // phase stays disrupted until the next Allied recovery phase simply because it comes after this one.
  const units = Object.keys(c.state.units).filter((id) => sideOf(id) === side && c.state.units[id]?.status === 'map' && c.state.units[id]?.disrupted);
  if (units.length > 0) c.emit({ type: 'unitsRecovered', side, units });
}

/** AR-5.1 – AR-5.3: what follows the end of a phase. */
function afterPhase(c: Consequences): void {
  const { side, phasesDone } = c.state;
  if (side === 'allied') {
    if (phasesDone.length < PHASES.length) return; // the Allied player names his next phase
    c.emit({ type: 'playerTurnStarted', side: 'german', turn: c.state.turn });
    startPhase(c, 'german', 'movement');
    return;
  }
  const next = PHASES[phasesDone.length];
  if (next) {
    startPhase(c, 'german', next);
    return;
  }
  advanceMarker(c, 1, 'AR-5.1', 'end of turn');
  if (!c.over) c.emit({ type: 'playerTurnStarted', side: 'allied', turn: c.state.turn });
}

function setStep(c: Consequences, step: CombatStep): void {
  c.emit({ type: 'combatStep', step });
}

/** AR-8.1 – AR-8.4: rolls the declared attack with the units still in it. */
function resolveAttack(c: Consequences): void {
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
    type: 'attackResolved',
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
      c.emit({ type: 'combatEnded' });
      return;
    case 'Ar':
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

/** AR-8.8: the 88 fires at the tanks of the declared attack; odds 8 : their strength, no AR-8.2 shift. */
function fireGun(c: Consequences): void {
  const combat = c.state.combat;
  if (!combat) return;
  const targets = combat.attackers.filter(isTank);
  const defence = strengthOf(targets);
  const column = oddsColumn(GUN_STRENGTH, defence);
  // Ruling: no AR-8.3 modifier — that applies to a defender in Arras, and the 88 is no attack on a hex.
  const die = rollD6(c.dice);
  const result = crtResult(column, die);
  c.emit({ type: 'gunFired', targets, attack: GUN_STRENGTH, defence, column: columnLabel(column), die, result });
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

/** AR-8.8: the declared attack resolves with the units left (retreated tanks are disrupted and drop out), or is cancelled. */
function afterGun(c: Consequences): void {
  const combat = c.state.combat;
  if (!combat || c.over) return;
  if (combat.attackers.length === 0) {
    c.emit({ type: 'attackCancelled', defender: combat.defender });
    c.emit({ type: 'combatEnded' });
    return;
  }
  resolveAttack(c);
}

function beginRetreats(c: Consequences, from: 'gun' | 'attack', queue: RetreatDue[]): void {
  setStep(c, { kind: 'retreat', from, queue });
  settleRetreats(c);
}

/**
 * AR-8.5: waits while some unit due to retreat has a legal path (the phasing player chooses it); when none has,
 * the first of them cannot complete its retreat and is eliminated, and the rest are looked at again.
 */
function settleRetreats(c: Consequences): void {
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
    eliminate(c, first.unit, 'AR-8.5', 'cannot retreat');
  }
}

function afterRetreats(c: Consequences, from: 'gun' | 'attack'): void {
  if (from === 'gun') {
    afterGun(c);
    return;
  }
  if (c.state.combat?.result === 'Ar') c.emit({ type: 'combatEnded' });
  else offerAdvance(c);
}

/** AR-8.7: if any attacker may advance into the emptied hex, the phasing player decides; else the attack is over. */
function offerAdvance(c: Consequences): void {
  if (c.over || !c.state.combat) return;
  if (advanceOptions(c.state).length > 0) setStep(c, { kind: 'advance' });
  else c.emit({ type: 'combatEnded' });
}

const wrongStep = (rule: string, message: string): RuleError => arrasError(ArrasErrors.WRONG_PHASE, rule, message);

/** Checks a command against the rules and returns its events, dice included; changes nothing. */
export function decide(state: ArrasState, command: ArrasCommand, actor: Role, dice: DiceSource): Result<ArrasEvent[], RuleError> {
  if (state.outcome) return err(arrasError(CommonErrors.GAME_OVER, state.outcome.rule, `the game is over: ${state.outcome.message}`));
  if (actor !== 'allied' && actor !== 'german') {
    return err(arrasError(CommonErrors.NOT_A_PLAYER, 'actor', `"${actor}" is not an Arras player: the roles are allied and german`));
  }
  if (!pending(state).includes(actor)) {
    return err(arrasError(CommonErrors.NOT_YOUR_TURN, state.combat ? 'AR-8.5' : 'AR-5.1', `it is not the ${actor} player's decision: the game waits for ${waitingFor(state)}`));
  }
  const c = new Consequences(state, dice);
  const refused = apply(c, command, actor);
  if (refused) return err(refused);
  return ok(c.events);
}

function apply(c: Consequences, command: ArrasCommand, actor: Side): RuleError | null {
  const state = c.state;
  const step = state.combat?.step ?? null;
  const inStep = state.combat !== null;
  const stepCommands = ['fire88', 'decline88', 'chooseLoss', 'retreat', 'advance', 'endAdvance'];
  if (inStep && !stepCommands.includes(command.type)) {
    return arrasError(ArrasErrors.PHASE_NOT_OVER, 'AR-8.1', `an attack is being resolved: the game waits for ${waitingFor(state)}`);
  }
  switch (command.type) {
    case 'startPhase': {
      if (state.side !== 'allied' || state.phase !== null) {
        const rule = state.side === 'german' ? 'AR-5.2' : 'AR-5.4';
        return arrasError(ArrasErrors.WRONG_PHASE, rule, state.side === 'german' ? 'German phases follow in order by themselves (AR-5.2)' : `the ${state.phase} phase is under way; end it first (AR-5.4)`);
      }
      if (state.phasesDone.includes(command.phase)) {
        return arrasError(ArrasErrors.PHASE_ALREADY_PLAYED, 'AR-5.3', `the Allied ${command.phase} phase has already been played this turn`);
      }
      startPhase(c, 'allied', command.phase);
      return null;
    }
    case 'endPhase': {
      if (state.phase === null) return wrongStep('AR-5.3', 'no phase is under way: name the next phase with startPhase first');
      c.emit({ type: 'phaseEnded', side: state.side, phase: state.phase });
      afterPhase(c);
      return null;
    }
    case 'move': {
      if (state.phase !== 'movement') return wrongStep('AR-5.2', `units move only in their side's movement phase; this is ${waitingFor(state)}`);
      const cannot = whyUnitCannotMove(state, command.unit, actor);
      if (cannot) return cannot;
      const checked = checkMovePath(state, command.unit, command.path);
      if (!checked.ok) return checked.error;
      const { from, cost, exits } = checked.value;
      if (!exits) {
        c.emit({ type: 'unitMoved', unit: command.unit, from, path: command.path, cost });
        return null;
      }
      c.emit({ type: 'unitExited', unit: command.unit, from, path: command.path, cost });
      c.emit({
        type: 'gameEnded',
        winner: 'german',
        reason: 'exit-west',
        rule: 'AR-4.1',
        message: `${command.unit} has left the map westward on turn ${state.turn}: the German wins`,
      });
      return null;
    }
    case 'attack': {
      if (state.phase !== 'combat') return wrongStep('AR-8.1', `attacks are made only in the attacker's own combat phase; this is ${waitingFor(state)}`);
      const checked = checkAttack(state, actor, command.defender, command.attackers);
      if (!checked.ok) return checked.error;
      const hex = state.units[command.defender]?.hex as string;
      c.emit({ type: 'attackDeclared', attackers: command.attackers, defender: command.defender, hex });
      if (actor === 'allied' && state.gun88 === 'ready' && command.attackers.some(isTank)) setStep(c, { kind: 'gun' });
      else resolveAttack(c);
      return null;
    }
    case 'fire88':
    case 'decline88': {
      if (step?.kind !== 'gun') return wrongStep('AR-8.8', `the 88 may fire only right after an Allied attack with tanks is declared; the game waits for ${waitingFor(state)}`);
      if (command.type === 'decline88') {
        c.emit({ type: 'gunDeclined' });
        resolveAttack(c);
      } else {
        fireGun(c);
      }
      return null;
    }
    case 'chooseLoss': {
      if (step?.kind !== 'loss') return wrongStep('AR-8.4', `no Ex loss is to be chosen; the game waits for ${waitingFor(state)}`);
      if (!step.candidates.includes(command.unit)) {
        return arrasError(ArrasErrors.NOT_A_CHOICE, step.from === 'gun' ? 'AR-8.8' : 'AR-8.4', `${command.unit} is not one of the units that may be lost: ${step.candidates.join(', ')}`);
      }
      eliminate(c, command.unit, step.from === 'gun' ? 'AR-8.8' : 'AR-8.4', step.from === 'gun' ? 'Ex by the 88' : 'Ex');
      if (step.from === 'gun') afterGun(c);
      else offerAdvance(c);
      return null;
    }
    case 'retreat': {
      if (step?.kind !== 'retreat') return wrongStep('AR-8.5', `no unit is due to retreat; the game waits for ${waitingFor(state)}`);
      const due = step.queue.find((d) => d.unit === command.unit);
      if (!due) return arrasError(ArrasErrors.NOT_A_CHOICE, 'AR-8.5', `${command.unit} is not due to retreat; due: ${step.queue.map((d) => d.unit).join(', ')}`);
      const checked = checkRetreatPath(state, command.unit, due.hexes, command.path);
      if (!checked.ok) return checked.error;
      const from = state.units[command.unit]?.hex as string;
      c.emit({ type: 'unitRetreated', unit: command.unit, from, path: command.path });
      if (sideOf(command.unit) === 'german') advanceMarker(c, command.path.length, 'AR-8.6', `${command.unit} retreated ${command.path.length} hex${command.path.length === 1 ? '' : 'es'}`);
      settleRetreats(c);
      return null;
    }
    case 'advance': {
      if (step?.kind !== 'advance') return wrongStep('AR-8.7', `no advance after combat is open; the game waits for ${waitingFor(state)}`);
      const checked = checkAdvance(state, command.unit, command.path);
      if (!checked.ok) return checked.error;
      const from = state.units[command.unit]?.hex as string;
      c.emit({ type: 'unitAdvanced', unit: command.unit, from, path: command.path });
      if (advanceOptions(c.state).length === 0) c.emit({ type: 'combatEnded' });
      return null;
    }
    case 'endAdvance': {
      if (step?.kind !== 'advance') return wrongStep('AR-8.7', `no advance after combat is open; the game waits for ${waitingFor(state)}`);
      c.emit({ type: 'combatEnded' });
      return null;
    }
  }
}
