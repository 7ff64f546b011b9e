import { board } from './board';
import { germanSetUp, type GrafSpeeState } from './state';

export const ROLES = ['german', 'british'] as const;
export type GrafSpeeRole = (typeof ROLES)[number];

/**
 * Whose decision the game waits for (GS-3.4: the German sets up, then the British deploys; then GS-3.5 step by step).
 * Public information.
 */
export function pending(state: GrafSpeeState): GrafSpeeRole[] {
  switch (state.phase) {
    case 'setup':
      return germanSetUp(state, board.data.supplyShips) ? ['british'] : ['german'];
    case 'spee-move':
    case 'combat-target':
    case 'raid':
      return ['german'];
    case 'british-move':
    case 'air-search':
      return ['british'];
    case 'ended':
      return [];
  }
}
