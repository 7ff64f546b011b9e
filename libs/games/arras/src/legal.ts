import type { Role } from '@wargames/engine';
import { advanceOptions } from './advance';
import { attackOptions } from './attack';
import type { ArrasCommand } from './commands';
import { reachableHexes, whyUnitCannotMove } from './movement';
import { pending } from './pending';
import { positionOf, sideOf } from './position';
import { retreatPaths } from './retreat';
import { anyStack, stackGuard } from './stacking';
import { PHASES, type ArrasState } from './state';

/**
 * Every legal command of `role` now, for bots and UI hints: one move per reachable destination (with a cheapest
 * path) and per unit a "west" exit when possible, every attack by every set of adjacent units that may still attack,
 * every retreat path, every advance, the phase choices and end-phase (only while no units share a hex, AR-7.2).
 * Empty when the game does not wait for `role`.
 */
export function legal(state: ArrasState, role: Role): ArrasCommand[] {
  const side = pending(state).find((pendingSide) => pendingSide === role);
  if (!side) return [];
  const combat = state.combat;
  if (combat) {
    const step = combat.step;
    switch (step?.kind) {
      case 'gun':
        return [{ type: 'fire-88' }, { type: 'decline-88' }];
      case 'loss':
        return step.candidates.map((unit) => ({ type: 'choose-loss', unit }));
      case 'retreat': {
        const position = positionOf(state);
        return step.queue.flatMap((due) => retreatPaths(state, due.unit, due.hexes, position).map((path) => ({ type: 'retreat' as const, unit: due.unit, path })));
      }
      case 'advance':
        return [...advanceOptions(state).map(({ unit, path }) => ({ type: 'advance' as const, unit, path })), { type: 'end-advance' }];
      default:
        return [];
    }
  }
  if (state.phase === null) {
    return PHASES.filter((phase) => !state.phasesDone.includes(phase)).map((phase) => ({ type: 'start-phase', phase }));
  }
  const out: ArrasCommand[] = [];
  if (state.phase === 'movement') {
    const position = positionOf(state);
    const guard = stackGuard(state, position);
    for (const unit in state.units) {
      if (sideOf(unit) !== side || whyUnitCannotMove(state, unit, side)) continue;
      for (const reach of reachableHexes(state, unit, position, guard)) out.push({ type: 'move', unit, path: reach.path as string[] });
    }
  } else if (state.phase === 'combat') {
    for (const attack of attackOptions(state, side)) out.push({ type: 'attack', ...attack });
  }
  // AR-7.2: not while units share a hex
  if (!anyStack(state)) out.push({ type: 'end-phase' });
  return out;
}
