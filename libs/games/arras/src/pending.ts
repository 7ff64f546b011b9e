import type { ArrasState, Side } from './state';

/**
 * Whose decision the game waits for: the phasing player, who attacks and so also chooses every retreat path of either
 * side (AR-8.5), the Ex loss (AR-8.4) and the advances (AR-8.7). The German decides on the 88 right after an Allied
 * attack with tanks is declared, and as the 88's attacker he chooses the retreat paths of the tanks it hits (AR-8.5,
 * AR-8.8); the Ex loss to the 88 stays an Allied choice (AR-8.8).
 */
export function pending(state: ArrasState): Side[] {
  if (state.outcome) return [];
  const step = state.combat?.step;
  if (step?.kind === 'gun' || (step?.kind === 'retreat' && step.from === 'gun')) return ['german'];
  return [state.side];
}
