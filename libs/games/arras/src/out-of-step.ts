import type { RuleError } from '@wargames/engine';
import type { ArrasCommand } from './commands';
import { arrasError, ArrasErrors } from './errors';
import type { ArrasState } from './state';
import { waitingFor } from './waiting-for';

const wrongStep = (rule: string, message: string): RuleError => arrasError(ArrasErrors.WRONG_PHASE, rule, message);

/**
 * Why the command does not fit the moment for anybody, citing the rule of the command itself (a second `fire-88`
 * cites AR-8.8 whatever the game waits for), or null when it fits and only the actor and the details remain to be
 * checked. Looked at before whose turn it is, so that a refusal names the rule that refuses the command.
 */
export function outOfStep(state: ArrasState, command: ArrasCommand): RuleError | null {
  const step = state.combat?.step ?? null;
  switch (command.type) {
    case 'fire-88':
    case 'decline-88':
      if (state.gun88 === 'used') return arrasError(ArrasErrors.GUN_ALREADY_FIRED, 'AR-8.8', `the 88 fires once per game and has already fired; the game waits for ${waitingFor(state)}`);
      return step?.kind === 'gun' ? null : wrongStep('AR-8.8', `the 88 may fire only right after an Allied attack with tanks is declared; the game waits for ${waitingFor(state)}`);
    case 'choose-loss':
      return step?.kind === 'loss' ? null : wrongStep('AR-8.4', `no Ex loss is to be chosen; the game waits for ${waitingFor(state)}`);
    case 'retreat':
      return step?.kind === 'retreat' ? null : wrongStep('AR-8.5', `no unit is due to retreat; the game waits for ${waitingFor(state)}`);
    case 'advance':
    case 'end-advance':
      return step?.kind === 'advance' ? null : wrongStep('AR-8.7', `no advance after combat is open; the game waits for ${waitingFor(state)}`);
  }
  if (state.combat) return arrasError(ArrasErrors.PHASE_NOT_OVER, 'AR-8.1', `an attack is being resolved: the game waits for ${waitingFor(state)}`);
  switch (command.type) {
    case 'start-phase':
      if (state.side === 'german') return wrongStep('AR-5.2', 'German phases follow in order by themselves');
      if (state.phase !== null) return wrongStep('AR-5.4', `the ${state.phase} phase is under way; end it first`);
      if (state.phasesDone.includes(command.phase)) return arrasError(ArrasErrors.PHASE_ALREADY_PLAYED, 'AR-5.3', `the Allied ${command.phase} phase has already been played this turn`);
      return null;
    case 'end-phase':
      return state.phase === null ? wrongStep('AR-5.3', 'no phase is under way: name the next phase with start-phase first') : null;
    case 'move':
      return state.phase === 'movement' ? null : wrongStep(state.side === 'german' ? 'AR-5.2' : 'AR-5.3', `units move only in their side's movement phase; the game waits for ${waitingFor(state)}`);
    case 'attack':
      return state.phase === 'combat' ? null : wrongStep('AR-8.1', `attacks are made only in the attacker's own combat phase; the game waits for ${waitingFor(state)}`);
  }
}
