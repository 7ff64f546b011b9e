import type { Role } from '@wargames/engine';
import type { ArrasState } from './state';

/**
 * Whose decision the game waits for: the phasing player, who also chooses every retreat, loss and advance (AR-8.5),
 * except right after an Allied attack with tanks is declared while the 88 is ready: the German decides (AR-8.8).
 */
export function pending(state: ArrasState): Role[] {
  if (state.outcome) return [];
  if (state.combat?.step?.kind === 'gun') return ['german'];
  return [state.side];
}
