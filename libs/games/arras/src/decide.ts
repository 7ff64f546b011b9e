import { CommonErrors, err, ok, type DiceSource, type Result, type Role, type RuleError } from '@wargames/engine';
import { advanceOptions, checkAdvance } from './advance';
import { checkAttack } from './attack';
import { afterGun, fireGun, isTank, offerAdvance, resolveAttack, setStep, settleRetreats } from './combat';
import type { ArrasCommand } from './commands';
import { Consequences } from './consequences';
import { arrasError, ArrasErrors } from './errors';
import type { ArrasEvent } from './events';
import { checkMovePath, whyUnitCannotMove } from './movement';
import { outOfStep } from './out-of-step';
import { pending } from './pending';
import { sideOf } from './position';
import { checkRetreatPath } from './retreat';
import { afterPhase, startPhase } from './sequence';
import { stackedAtPhaseEnd } from './stacking';
import type { ArrasState, Side } from './state';
import { advanceMarker, eliminate } from './turn-marker';
import { waitingFor } from './waiting-for';

export { LAST_TURN } from './turn-marker';

/** The rule that gives the decision the game waits for to the other player. */
function whoseDecisionRule(state: ArrasState): string {
  const step = state.combat?.step;
  switch (step?.kind) {
    case 'gun':
      return 'AR-8.8';
    case 'loss':
      return step.from === 'gun' ? 'AR-8.8' : 'AR-8.4';
    case 'retreat':
      return 'AR-8.5';
    case 'advance':
      return 'AR-8.7';
    default:
      return 'AR-5.1';
  }
}

/** Commands only the phasing player gives, in his own player turn (AR-5.1). */
const PHASING_PLAYER_COMMANDS: readonly ArrasCommand['type'][] = ['start-phase', 'end-phase', 'move', 'attack'];

/**
 * Checks a command against the rules and returns its events, dice included; changes nothing. A refusal cites the rule
 * that refuses the command itself: a phase command of the other player's turn AR-5.1, a step command out of its step
 * its own rule whoever sends it (see `outOfStep`), and only then a decision that belongs to the other player.
 */
export function decide(state: ArrasState, command: ArrasCommand, actor: Role, dice: DiceSource): Result<ArrasEvent[], RuleError> {
  if (state.outcome) return err(arrasError(CommonErrors.GAME_OVER, state.outcome.rule, `the game is over: ${state.outcome.message}`));
  if (actor !== 'allied' && actor !== 'german') {
    return err(arrasError(CommonErrors.NOT_A_PLAYER, 'actor', `"${actor}" is not an Arras player: the roles are allied and german`));
  }
  if (PHASING_PLAYER_COMMANDS.includes(command.type) && actor !== state.side) {
    return err(arrasError(CommonErrors.NOT_YOUR_TURN, 'AR-5.1', `${command.type} is for the ${state.side} player in his own turn; the game waits for ${waitingFor(state)}`));
  }
  const misplaced = outOfStep(state, command);
  if (misplaced) return err(misplaced);
  if (!pending(state).includes(actor)) {
    return err(arrasError(CommonErrors.NOT_YOUR_TURN, whoseDecisionRule(state), `it is not the ${actor} player's decision: the game waits for ${waitingFor(state)}`));
  }
  const c = new Consequences(state, dice);
  const refused = apply(c, command, actor);
  if (refused) return err(refused);
  return ok(c.events);
}

/** Applies a command that fits the moment (`outOfStep`) from the player whose decision it is. */
function apply(c: Consequences, command: ArrasCommand, actor: Side): RuleError | null {
  const state = c.state;
  const step = state.combat?.step ?? null;
  switch (command.type) {
    case 'start-phase':
      startPhase(c, 'allied', command.phase);
      return null;
    case 'end-phase': {
      if (state.phase === null) return outOfStep(state, command);
      const stacked = stackedAtPhaseEnd(state);
      if (stacked) return stacked;
      c.emit({ type: 'phase-ended', side: state.side, phase: state.phase });
      afterPhase(c);
      return null;
    }
    case 'move': {
      const cannot = whyUnitCannotMove(state, command.unit, actor);
      if (cannot) return cannot;
      const checked = checkMovePath(state, command.unit, command.path);
      if (!checked.ok) return checked.error;
      const { from, cost, exits } = checked.value;
      if (!exits) {
        c.emit({ type: 'unit-moved', unit: command.unit, from, path: command.path, cost });
        return null;
      }
      c.emit({ type: 'unit-exited', unit: command.unit, from, path: command.path, cost });
      c.emit({
        type: 'game-ended',
        winner: 'german',
        reason: 'exit-west',
        rule: 'AR-4.1',
        message: `${command.unit} has left the map westward on turn ${state.turn}: the German wins`,
      });
      return null;
    }
    case 'attack': {
      const checked = checkAttack(state, actor, command.defender, command.attackers);
      if (!checked.ok) return checked.error;
      const hex = state.units[command.defender]?.hex as string;
      c.emit({ type: 'attack-declared', attackers: command.attackers, defender: command.defender, hex });
      if (actor === 'allied' && state.gun88 === 'ready' && command.attackers.some(isTank)) setStep(c, { kind: 'gun' });
      else resolveAttack(c);
      return null;
    }
    case 'fire-88':
    case 'decline-88': {
      if (command.type === 'decline-88') {
        c.emit({ type: 'gun-declined' });
        resolveAttack(c);
      } else {
        fireGun(c);
      }
      return null;
    }
    case 'choose-loss': {
      if (step?.kind !== 'loss') return outOfStep(state, command);
      if (!step.candidates.includes(command.unit)) {
        return arrasError(ArrasErrors.NOT_A_CHOICE, step.from === 'gun' ? 'AR-8.8' : 'AR-8.4', `${command.unit} is not one of the units that may be lost: ${step.candidates.join(', ')}`);
      }
      eliminate(c, command.unit, step.from === 'gun' ? 'AR-8.8' : 'AR-8.4', step.from === 'gun' ? 'Ex by the 88' : 'Ex');
      if (step.from === 'gun') afterGun(c);
      else offerAdvance(c);
      return null;
    }
    case 'retreat': {
      if (step?.kind !== 'retreat') return outOfStep(state, command);
      const due = step.queue.find((d) => d.unit === command.unit);
      if (!due) return arrasError(ArrasErrors.NOT_A_CHOICE, 'AR-8.5', `${command.unit} is not due to retreat; due: ${step.queue.map((d) => d.unit).join(', ')}`);
      const checked = checkRetreatPath(state, command.unit, due.hexes, command.path);
      if (!checked.ok) return checked.error;
      const from = state.units[command.unit]?.hex as string;
      c.emit({ type: 'unit-retreated', unit: command.unit, from, path: command.path });
      if (sideOf(command.unit) === 'german') advanceMarker(c, command.path.length, 'AR-8.6', `${command.unit} retreated ${command.path.length} hex${command.path.length === 1 ? '' : 'es'}`);
      settleRetreats(c);
      return null;
    }
    case 'advance': {
      const checked = checkAdvance(state, command.unit, command.path);
      if (!checked.ok) return checked.error;
      const from = state.units[command.unit]?.hex as string;
      c.emit({ type: 'unit-advanced', unit: command.unit, from, path: command.path });
      if (advanceOptions(c.state).length === 0) c.emit({ type: 'combat-ended' });
      return null;
    }
    case 'end-advance': {
      c.emit({ type: 'combat-ended' });
      return null;
    }
  }
}
