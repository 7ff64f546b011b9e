import type { DiceSource } from '@wargames/engine';
import { arras, type ArrasCommand, type ArrasState } from '@wargames/arras';
import type { ArrasEvaluation } from './arras-evaluation';
import { applyCommand, arrasChoice, phaseChoice } from './arras-policy';

/** Dice for a command that rolls none (starting a phase): a draw would be a fault. */
const NO_DICE: DiceSource = {
  int() {
    throw new Error('starting a phase rolls no die');
  },
};

/**
 * Whether the Allies would attack at once, before moving: an attack is legal (AR-8.1: a German unit adjacent) and the
 * heuristic's choice in that combat phase is one.
 */
function attackReady(state: ArrasState, combat: ArrasCommand, rng: DiceSource, evaluate: ArrasEvaluation): boolean {
  const next = applyCommand(state, combat, 'allied', NO_DICE);
  if (next === null) return false;
  const legal = arras.legal(next, 'allied');
  return legal.some((c) => c.type === 'attack') && arrasChoice(next, 'allied', legal, rng, Infinity, evaluate).type === 'attack';
}

/**
 * AR-5.3, the search's Allied order of phases: as the heuristic's (recovery first when disrupted), but combat before
 * movement only when it would attack at once (for the shift, AR-8.2); else movement first and combat after, since each
 * phase comes once a turn: a combat phase spent before moving with nothing to attack loses the turn's attacks.
 */
export function lookingPhaseChoice(state: ArrasState, legal: readonly ArrasCommand[], rng: DiceSource, evaluate: ArrasEvaluation): ArrasCommand {
  const chosen = phaseChoice(state, legal);
  if (chosen.type !== 'start-phase' || chosen.phase !== 'combat' || attackReady(state, chosen, rng, evaluate)) return chosen;
  return legal.find((c) => c.type === 'start-phase' && c.phase === 'movement') ?? chosen;
}
