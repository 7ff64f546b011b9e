import type { Role } from '@wargames/engine';
import { board } from './board';
import { germanSetUp, type GrafSpeeState } from './state';

export const ROLES = ['german', 'british'] as const;
export type GrafSpeeRole = (typeof ROLES)[number];

/** Whose decision the game waits for (GS-3.4: both at setup; then GS-3.5 step by step). Public information. */
export function pending(state: GrafSpeeState): Role[] {
  switch (state.phase) {
    case 'setup': {
      const roles: Role[] = [];
      if (!germanSetUp(state, board.data.supplyShips)) roles.push('german');
      if (!state.britishDeployed) roles.push('british');
      return roles;
    }
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
