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
    case 'playerTurnStarted':
      return { ...state, side: event.side, turn: event.turn, phase: null, phasesDone: [], moved: [], attacked: [], defended: [] };
    case 'phaseStarted':
      return { ...state, side: event.side, phase: event.phase, moved: [], attacked: [], defended: [] };
    case 'phaseEnded':
      return { ...state, phase: null, phasesDone: [...state.phasesDone, event.phase], moved: [], attacked: [], defended: [], combat: null };
    case 'unitsRecovered': {
      let next = state;
      for (const id of event.units) next = setUnit(next, id, { disrupted: false });
      return next;
    }
    case 'unitMoved':
      return { ...setUnit(state, event.unit, { hex: last(event.path) }), moved: [...state.moved, event.unit] };
    case 'unitExited':
      return { ...setUnit(state, event.unit, { hex: null, status: 'exited' }), moved: [...state.moved, event.unit] };
    case 'attackDeclared':
      return {
        ...state,
        attacked: [...state.attacked, ...event.attackers],
        defended: [...state.defended, event.defender],
        combat: { defender: event.defender, hex: event.hex, attackers: event.attackers, result: null, advanced: [], step: null },
      };
    case 'gunDeclined':
      return state.combat ? { ...state, combat: { ...state.combat, step: null } } : state;
    case 'gunFired':
      return { ...state, gun88: 'used', combat: state.combat ? { ...state.combat, step: null } : null };
    case 'attackResolved':
      return state.combat ? { ...state, combat: { ...state.combat, result: event.result, step: null } } : state;
    case 'attackCancelled':
      return state;
    case 'combatStep':
      return state.combat ? { ...state, combat: { ...state.combat, step: event.step } } : state;
    case 'unitRetreated':
      return { ...setUnit(state, event.unit, { hex: last(event.path), disrupted: true }), combat: dropFromCombat(state.combat, event.unit) };
    case 'unitEliminated':
      return { ...setUnit(state, event.unit, { hex: null, status: 'eliminated' }), combat: dropFromCombat(state.combat, event.unit) };
    case 'unitAdvanced':
      return {
        ...setUnit(state, event.unit, { hex: last(event.path) }),
        combat: state.combat ? { ...state.combat, advanced: [...state.combat.advanced, event.unit] } : null,
      };
    case 'combatEnded':
      return { ...state, combat: null };
    case 'turnMarkerAdvanced':
      return { ...state, turn: event.to };
    case 'gameEnded':
      return { ...state, combat: null, outcome: { winner: event.winner, reason: event.reason, rule: event.rule, message: event.message } };
    default:
      return state;
  }
}
