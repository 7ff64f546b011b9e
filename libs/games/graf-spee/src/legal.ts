import type { Role } from '@wargames/engine';
import { board } from './board';
import { britishMovementCommands } from './british-movement';
import type { Command } from './commands';
import { pending } from './pending';
import { raidCommands } from './raid';
import { mayScuttle } from './scuttle';
import { airSearchCommands } from './search';
import { BRITISH_FLEET } from './setup-rules';
import { speeMoveCommands } from './spee-movement';
import type { GrafSpeeState } from './state';

/**
 * Every legal command of `role` now, computed only from what that role knows, so that the list itself never
 * leaks the other side's secrets. A pending role always has at least one.
 */
export function legal(state: GrafSpeeState, role: Role): Command[] {
  if (!pending(state).some((pendingRole) => pendingRole === role)) return [];
  const commands: Command[] = role === 'german' ? germanCommands(state) : britishCommands(state);
  if (role === 'german' && state.phase !== 'setup' && mayScuttle(state)) commands.push({ type: 'scuttle' });
  return commands;
}

function germanCommands(state: GrafSpeeState): Command[] {
  switch (state.phase) {
    case 'setup': {
      const commands: Command[] = [];
      if (state.speeHex === null) for (const speeHex of board.data.speeStartHexes) commands.push({ type: 'place-spee', speeHex });
      if (state.supplyShips.length < board.data.supplyShips) {
        for (const supplyHex of board.seaHexes) if (!state.supplyShips.includes(supplyHex)) commands.push({ type: 'place-supply-ship', supplyHex });
      }
      return commands;
    }
    case 'spee-move':
      return [...speeMoveCommands(state)];
    case 'combat-target':
      return state.targets.map((p) => ({ type: 'choose-target', token: p.token }));
    case 'raid':
      return raidCommands(state);
    default:
      return [];
  }
}

function britishCommands(state: GrafSpeeState): Command[] {
  switch (state.phase) {
    case 'setup':
      return Array.from({ length: BRITISH_FLEET.length + 1 }, (_, atlantic) => ({
        type: 'deploy-british',
        atlantic,
        indian: BRITISH_FLEET.length - atlantic,
      }));
    case 'british-move':
      return britishMovementCommands(state);
    case 'air-search':
      return airSearchCommands(state);
    default:
      return [];
  }
}
