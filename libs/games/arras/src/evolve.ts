import type { ArrasEvent } from './events';
import type { ArrasState, CombatState, UnitState } from './state';

const without = (list: readonly string[], item: string): readonly string[] => (list.includes(item) ? list.filter((x) => x !== item) : list);

function setUnit(state: ArrasState, id: string, change: Partial<UnitState>): ArrasState {
  const unit = state.units[id];
  if (!unit) return state;
  return { ...state, units: { ...state.units, [id]: { ...unit, ...change } } };
}

/** A unit that leaves the fight (retreated, eliminated) no longer attacks, retreats or is a loss candidate. */
function dropFromCombat(combat: CombatState | null, id: string): CombatState | null {
  if (!combat) return combat;
  const step = combat.step;
  let nextStep = step;
  if (step?.kind === 'retreat') nextStep = { ...step, queue: step.queue.filter((due) => due.unit !== id) };
  if (step?.kind === 'loss') nextStep = { ...step, candidates: without(step.candidates, id) };
  return { ...combat, attackers: without(combat.attackers, id), step: nextStep };
}

const last = (path: readonly string[]): string => path[path.length - 1] as string;

/** Folds one event onto the state. Never rolls, never throws, never validates (design.md). */
export function evolve(state: ArrasState, event: ArrasEvent): ArrasState {
  switch (event.type) {
    case 'player-turn-started':
      return { ...state, side: event.side, turn: event.turn, phase: null, phasesDone: [], moved: [], attacked: [], defended: [] };
    case 'phase-started':
      return { ...state, side: event.side, phase: event.phase, moved: [], attacked: [], defended: [] };
    case 'phase-ended':
      return { ...state, phase: null, phasesDone: [...state.phasesDone, event.phase], moved: [], attacked: [], defended: [], combat: null };
    case 'units-recovered': {
      let next = state;
      for (const id of event.units) next = setUnit(next, id, { disrupted: false });
      return next;
    }
    case 'unit-moved':
      return { ...setUnit(state, event.unit, { hex: last(event.path) }), moved: [...state.moved, event.unit] };
    case 'unit-exited':
      return { ...setUnit(state, event.unit, { hex: null, status: 'exited' }), moved: [...state.moved, event.unit] };
    // Ruling (AR-8.1): declared attackers have attacked and the defender has been attacked, even if the 88 cancels it
    case 'attack-declared':
      return {
        ...state,
        attacked: [...state.attacked, ...event.attackers],
        defended: [...state.defended, event.defender],
        combat: { defender: event.defender, hex: event.hex, attackers: event.attackers, result: null, advanced: [], step: null },
      };
    case 'gun-declined':
      return state.combat ? { ...state, combat: { ...state.combat, step: null } } : state;
    case 'gun-fired':
      return { ...state, gun88: 'used', combat: state.combat ? { ...state.combat, step: null } : null };
    case 'attack-resolved':
      return state.combat ? { ...state, combat: { ...state.combat, result: event.result, step: null } } : state;
    case 'attack-cancelled':
      return state;
    case 'combat-step':
      return state.combat ? { ...state, combat: { ...state.combat, step: event.step } } : state;
    case 'unit-retreated':
      return { ...setUnit(state, event.unit, { hex: last(event.path), disrupted: true }), combat: dropFromCombat(state.combat, event.unit) };
    case 'unit-eliminated':
      return { ...setUnit(state, event.unit, { hex: null, status: 'eliminated' }), combat: dropFromCombat(state.combat, event.unit) };
    case 'unit-advanced':
      return {
        ...setUnit(state, event.unit, { hex: last(event.path) }),
        combat: state.combat ? { ...state.combat, advanced: [...state.combat.advanced, event.unit] } : null,
      };
    case 'combat-ended':
      return { ...state, combat: null };
    case 'turn-marker-advanced':
      return { ...state, turn: event.to };
    case 'game-ended':
      return { ...state, combat: null, outcome: { winner: event.winner, reason: event.reason, rule: event.rule, message: event.message } };
    default:
      return state;
  }
}
