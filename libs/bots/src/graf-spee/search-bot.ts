import { seededDice, type DiceSource, type VisibleEvent } from '@wargames/engine';
import { grafSpee, type Command, type GrafSpeeState } from '@wargames/graf-spee';
import type { Bot } from '../bot';
import { flatMonteCarlo } from '../flat-monte-carlo';
import { britishChoice, britishGain } from './british-policy';
import { determinize } from './determinize';
import { germanChoice, germanMoveValue, speeMoveEnd, WINNING_SCORE } from './german-policy';
import type { GrafSpeeSeat, GrafSpeeView } from './graf-spee-seat';
import { grafSpeeHeuristicBot } from './heuristic-bot';
import { SpeeBelief } from './spee-belief';

export interface GrafSpeeSearchSettings {
  /** Sampled worlds per candidate command. */
  readonly simulations: number;
  /** Candidate commands kept from the heuristic's ranking. */
  readonly candidates: number;
  /** Turns played out after the decision before the position is scored. */
  readonly horizonTurns: number;
  /**
   * How much better (in mean result, 0–1) a candidate must score than the heuristic's own choice to replace it. With a
   * few dozen sampled worlds the means are noisy, and the play-outs model one opponent (the heuristic); without this
   * margin the search swapped sound moves for lucky ones and lost to a random player more often than the heuristic.
   */
  readonly margin: number;
}

/** The default: under a second a move on one core (see `npm run simulate` for timings). */
export const GRAF_SPEE_SEARCH_DEFAULTS: GrafSpeeSearchSettings = { simulations: 24, candidates: 6, horizonTurns: 6, margin: 0.05 };

type Role = 'german' | 'british';

/** The German's chance from a position the play-out did not finish, by the score and the Spee's state (GS-8). */
function germanChanceAt(state: GrafSpeeState): number {
  if (state.outcome) return state.outcome.winner === 'german' ? 1 : 0;
  const need = WINNING_SCORE - state.score;
  const chance = 1 / (1 + Math.exp((need - 4) / 2.5));
  return state.speeDamaged ? chance * 0.6 : chance;
}

/**
 * Plays a sampled world forward with the heuristic on both sides — each side deciding on its own view; the British on
 * a belief fed only the events the British may see — and scores it for `role`.
 */
function playOut(start: GrafSpeeState, britishBelief: SpeeBelief, role: Role, horizonTurns: number, rng: DiceSource): number {
  let state = start;
  const lastTurn = state.turn + horizonTurns;
  for (let steps = 0; steps < 400 && !state.outcome && state.turn <= lastTurn; steps++) {
    const actor = grafSpee.pending(state)[0] as Role | undefined;
    if (!actor) break;
    const legal = grafSpee.legal(state, actor);
    const command =
      actor === 'german' ? germanChoice(grafSpee.view(state, 'german'), legal, rng) : britishChoice(grafSpee.view(state, 'british'), legal, britishBelief, rng);
    state = step(state, command, actor, rng, britishBelief);
  }
  const german = germanChanceAt(state);
  return role === 'german' ? german : 1 - german;
}

function step(state: GrafSpeeState, command: Command, actor: Role, rng: DiceSource, belief: SpeeBelief): GrafSpeeState {
  const decided = grafSpee.decide(state, command, actor, rng);
  if (!decided.ok) throw new Error(`search: a legal command was refused: ${decided.error.message}`);
  let next = state;
  for (const event of decided.value) {
    next = grafSpee.evolve(next, event);
    const seen = grafSpee.redact(event, 'british');
    if (seen) belief.apply(seen as VisibleEvent);
  }
  return next;
}

/** The few commands worth searching, best first by the heuristic; null when the heuristic's answer is taken as is. */
function candidatesOf(seat: GrafSpeeSeat, belief: SpeeBelief, count: number): Command[] | null {
  const { view, legal } = seat;
  const first = legal[0] as Command;
  switch (first.type) {
    case 'move-spee':
    case 'scuttle': {
      const moves = legal.filter((c): c is Extract<Command, { type: 'move-spee' }> => c.type === 'move-spee');
      // Paths are secret; only where she ends and whether she refuels matter (GS-4.2, GS-4.3).
      const byEnd = new Map<string, Extract<Command, { type: 'move-spee' }>>();
      for (const move of moves) {
        const key = `${speeMoveEnd(view, move)}/${move.refuel}`;
        const known = byEnd.get(key);
        if (!known || germanMoveValue(view, move) > germanMoveValue(view, known)) byEnd.set(key, move);
      }
      const ranked = [...byEnd.values()].sort((a, b) => germanMoveValue(view, b) - germanMoveValue(view, a));
      return [...ranked.slice(0, count), ...legal.filter((c) => c.type === 'scuttle')];
    }
    case 'raid':
    case 'decline-raid':
    case 'choose-target':
      return legal.length > 1 ? [...legal] : null;
    default:
      break;
  }
  if (seat.role === 'british' && (view.phase === 'british-move' || view.phase === 'air-search')) {
    const scored = legal.map((command) => ({ command, gain: view.phase === 'air-search' ? airValue(command, belief) : britishGain(view, command, belief) }));
    scored.sort((a, b) => b.gain - a.gain);
    const keep = scored.slice(0, count).map((s) => s.command);
    for (const always of legal) if ((always.type === 'end-movement' || always.type === 'end-air-search' || always.type === 'buy-extra-moves') && !keep.includes(always)) keep.push(always);
    return keep.length > 1 ? keep : null;
  }
  return null;
}

const airValue = (command: Command, belief: SpeeBelief): number => (command.type === 'air-search' ? belief.at(command.searched) : 0);

/** Graf Spee's search player with its settings. */
export function grafSpeeSearch(settings: GrafSpeeSearchSettings = GRAF_SPEE_SEARCH_DEFAULTS): Bot<GrafSpeeView, Command> {
  return {
    level: 'search',
    choose(seat, rng) {
      if (seat.legal.length === 1) return seat.legal[0] as Command;
      const role = seat.role as Role;
      // The British's belief, from events anyone in his place could see (for the German: the British's eyes guessed).
      const belief = SpeeBelief.from(seat.history);
      const found = candidatesOf(seat, belief, settings.candidates);
      const usual = grafSpeeHeuristicBot.choose(seat, rng);
      if (!found) return usual;
      // The heuristic's answer is always searched (first), so that the margin compares against it.
      const candidates = [usual, ...found.filter((c) => JSON.stringify(c) !== JSON.stringify(usual))];
      // Information-set sampling: each world is drawn from what the seat knows, then every candidate is played in it.
      const worlds: { state: GrafSpeeState; seed: number }[] = [];
      const worldOf = (i: number) => {
        while (worlds.length <= i) worlds.push({ state: determinize(seat, rng, belief), seed: rng.int(2 ** 31) });
        return worlds[i] as { state: GrafSpeeState; seed: number };
      };
      const { best, means } = flatMonteCarlo(candidates, settings.simulations, (candidate, i) => {
        const world = worldOf(i);
        const dice = seededDice(world.seed);
        const tracker = belief.copy();
        const next = step(world.state, candidate, role, dice, tracker);
        return playOut(next, tracker, role, settings.horizonTurns, dice);
      });
      const bestMean = Math.max(...means);
      return bestMean > (means[0] as number) + settings.margin ? best : usual;
    },
  };
}

export const grafSpeeSearchBot = grafSpeeSearch();
