import { stacksOf } from './stacking';
import { PHASES, type ArrasState } from './state';

/** What the game waits for, in words, for error messages and views. */
export function waitingFor(state: ArrasState): string {
  if (state.outcome) return `nothing: the game is over (${state.outcome.message})`;
  const step = state.combat?.step;
  if (step?.kind === 'gun') return 'the German decision on the 88 (AR-8.8)';
  if (step?.kind === 'loss') {
    return step.from === 'gun'
      ? `the Allied choice of the tank lost to the 88's Ex result (AR-8.8): ${step.candidates.join(', ')}`
      : `the choice of the unit lost to the Ex result (AR-8.4): ${step.candidates.join(', ')}`;
  }
  if (step?.kind === 'retreat') {
    const units = step.queue.map((due) => due.unit).join(', ');
    return step.from === 'gun' ? `the German choice of the retreat (AR-8.5) after the 88's fire (AR-8.8) of ${units}` : `a retreat (AR-8.5) of ${units}`;
  }
  if (step?.kind === 'advance') return 'advance after combat or end-advance (AR-8.7)';
  if (state.phase === null) return `the Allied player to name his next phase (AR-5.3): ${PHASES.filter((p) => !state.phasesDone.includes(p)).join(', ')}`;
  const stacks = stacksOf(state);
  if (stacks.length > 0) {
    const named = stacks.map((s) => `${s.units.join(' and ')} in ${s.hex}`).join(', ');
    return `the ${state.side} ${state.phase} phase, where ${named} share a hex until one moves off (AR-7.2)`;
  }
  return `the ${state.side} ${state.phase} phase`;
}
