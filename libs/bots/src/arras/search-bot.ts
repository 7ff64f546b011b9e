import { seededDice, type DiceSource } from '@wargames/engine';
import { arras, type ArrasCommand, type ArrasState } from '@wargames/arras';
import type { Bot } from '../bot';
import { flatMonteCarlo } from '../flat-monte-carlo';
import { GERMAN_EVALUATION, germanWinChance, type ArrasEvaluation, type EvaluationSettings } from './arras-evaluation';
import { applyCommand, arrasChoice, valueAfter } from './arras-policy';
import { lookingPhaseChoice } from './phase-order';
import { stateFromView, type ArrasView } from './arras-seat';

export interface ArrasSearchSettings {
  /** Play-outs per candidate command. */
  readonly simulations: number;
  /** Candidate commands kept from the one-command look-ahead. */
  readonly candidates: number;
  /** Player turns played out after the decision before the position is scored. */
  readonly horizonPlayerTurns: number;
  /** Commands the play-out policy scores at each decision. */
  readonly rolloutSample: number;
  /**
   * The evaluation when the search plays the German (`germanWinChance`): the heuristic's rates every opening move
   * alike, so the German stood still for turns, and rates any position where a German could reach the edge next
   * turn at 0.9 or more, so the German attacked at 1:2 beside a wall of Allied tanks. The Allied search keeps the
   * heuristic's.
   */
  readonly germanEvaluation: EvaluationSettings;
}

export const ARRAS_SEARCH_DEFAULTS: ArrasSearchSettings = {
  simulations: 6,
  candidates: 5,
  horizonPlayerTurns: 2,
  rolloutSample: 5,
  germanEvaluation: GERMAN_EVALUATION,
};

type Side = 'allied' | 'german';

/**
 * Plays on with a sampled version of the heuristic (both sides; the searching side's with its own evaluation) until
 * `playerTurns` player turns have passed.
 */
function playOut(start: ArrasState, playerTurns: number, sample: number, rng: DiceSource, own: { role: Side; evaluate: ArrasEvaluation }): ArrasState {
  let state = start;
  let turnsSeen = 0;
  let side = state.side;
  for (let steps = 0; steps < 300 && !state.outcome; steps++) {
    if (state.side !== side) {
      side = state.side;
      if (++turnsSeen >= playerTurns) break;
    }
    const actor = arras.pending(state)[0] as Side | undefined;
    if (!actor) break;
    const legal = arras.legal(state, actor);
    const evaluate = actor === own.role ? own.evaluate : germanWinChance;
    const next = applyCommand(state, arrasChoice(state, actor, legal, rng, sample, evaluate), actor, rng);
    if (!next) break;
    state = next;
  }
  return state;
}

/**
 * Arras's search player: the one-command look-ahead proposes a few commands; each is played out several times, with
 * the dice drawn afresh and both sides answered by a sampled heuristic, and scored by the evaluation at the horizon.
 */
export function arrasSearch(settings: ArrasSearchSettings = ARRAS_SEARCH_DEFAULTS): Bot<ArrasView, ArrasCommand> {
  return {
    level: 'search',
    choose(seat, rng) {
      const legal = seat.legal;
      const state = stateFromView(seat.view);
      const role = seat.role as Side;
      const evaluate: ArrasEvaluation = role === 'german' ? (s) => germanWinChance(s, settings.germanEvaluation) : germanWinChance;
      const first = legal[0] as ArrasCommand;
      // The phase to start looks one phase ahead; small steps (a single choice, the follow-ups of a combat) are the heuristic's.
      if (first.type === 'start-phase' && legal.length > 1) return lookingPhaseChoice(state, legal, rng, evaluate);
      if (legal.length === 1 || state.combat) return arrasChoice(state, role, legal, rng, Infinity, evaluate);
      const sign = role === 'german' ? 1 : -1;
      const scored = legal.map((command) => ({ command, value: command.type === 'end-phase' ? evaluate(state) * sign : valueAfter(state, command, role, rng, evaluate) * sign }));
      scored.sort((a, b) => b.value - a.value);
      const candidates = scored.filter((s) => !Number.isNaN(s.value)).slice(0, settings.candidates).map((s) => s.command);
      const end = legal.find((c) => c.type === 'end-phase');
      if (end && !candidates.includes(end)) candidates.push(end);
      if (candidates.length === 1) return candidates[0] as ArrasCommand;
      const seeds = Array.from({ length: settings.simulations }, () => rng.int(2 ** 31));
      const { best } = flatMonteCarlo(candidates, settings.simulations, (candidate, world) => {
        const dice = seededDice(seeds[world] as number);
        const next = applyCommand(state, candidate, role, dice);
        if (!next) return 0;
        const german = evaluate(playOut(next, settings.horizonPlayerTurns, settings.rolloutSample, dice, { role, evaluate }));
        return role === 'german' ? german : 1 - german;
      });
      return best;
    },
  };
}

export const arrasSearchBot = arrasSearch();
