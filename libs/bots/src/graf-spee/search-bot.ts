import { seededDice, type DiceSource, type VisibleEvent } from '@wargames/engine';
import { grafSpee, type Command, type GrafSpeeState } from '@wargames/graf-spee';
import type { Bot } from '../bot';
import { informationSetMcts, type World } from '../information-set-mcts';
import { britishChoice, britishGains } from './british-policy';
import { determinize } from './determinize';
import { germanChoice, germanMoveValue, speeMoveEnd } from './german-policy';
import { germanChanceAt } from './position-value';
import type { GrafSpeeSeat, GrafSpeeView } from './graf-spee-seat';
import { grafSpeeHeuristicBot } from './heuristic-bot';
import { SpeeBelief } from './spee-belief';

export interface GrafSpeeSearchSettings {
  /** ISMCTS iterations: each samples one world, descends the tree and plays out once. */
  readonly iterations: number;
  /** Commands considered at an information set, from the heuristic's ranking (its own choice always among them). */
  readonly candidates: number;
  /**
   * The Spee's moves considered (by where she ends and whether she refuels, GS-4.2, GS-4.3), when not `candidates`.
   * Her moves are few and decide whether she is found: with ten, 292 of 400 games won against the heuristic British
   * where six won 235 on the same seeds (README, Computer players).
   */
  readonly speeMoves?: number;
  /** Turns played after the decision before the position is scored. */
  readonly horizonTurns: number;
  /** UCB1's exploration constant (results are in [0, 1]). */
  readonly exploration: number;
  /** The seat's own decisions the tree spans before the play-out takes over (a British turn is up to ~6). */
  readonly maxDepth: number;
  /**
   * The share of the British's worlds whose Spee hex is drawn from the belief in a Spee that ignores his pieces
   * (`SpeeBelief` wariness 0) instead of his usual wary model, so that a piece left where she is thought unlikely to
   * go — a carrier alone on a hex next to his others — is still tried against a captain who goes there (GS-6.2).
   */
  readonly carelessSpee?: number;
}

/** The default: well under a second a move on one core (`npm run bench:bot-moves` measures it). */
export const GRAF_SPEE_SEARCH_DEFAULTS: GrafSpeeSearchSettings = {
  iterations: 300,
  candidates: 6,
  speeMoves: 10,
  horizonTurns: 1,
  exploration: 0.15,
  maxDepth: 6,
  carelessSpee: 0.25,
};

type Role = 'german' | 'british';
type Seatish = Pick<GrafSpeeSeat, 'view' | 'legal' | 'role'>;
type FullEvent = Parameters<typeof grafSpee.redact>[0];

/** The heuristic's command for the actor of a (sampled) state, each side on its own view; the British on his belief. */
function policyChoice(state: GrafSpeeState, actor: Role, britishBelief: SpeeBelief, rng: DiceSource): Command {
  const legal = grafSpee.legal(state, actor);
  return actor === 'german' ? germanChoice(grafSpee.view(state, 'german'), legal, rng) : britishChoice(grafSpee.view(state, 'british'), legal, britishBelief, rng);
}

/** Plays a command in a sampled world; the British belief hears only what the British may see. Returns the events. */
function step(state: GrafSpeeState, command: Command, actor: Role, rng: DiceSource, belief: SpeeBelief, seen: (event: FullEvent) => void): GrafSpeeState {
  const decided = grafSpee.decide(state, command, actor, rng);
  if (!decided.ok) throw new Error(`search: a legal command was refused: ${decided.error.message}`);
  let next = state;
  for (const event of decided.value) {
    next = grafSpee.evolve(next, event);
    const british = grafSpee.redact(event, 'british');
    if (british) belief.apply(british as VisibleEvent);
    seen(event);
  }
  return next;
}

/** The few commands worth searching, best first by the heuristic; null when the heuristic's answer is taken as is. */
export function candidatesOf(seat: Seatish, belief: SpeeBelief, count: number, speeMoves: number = count): Command[] | null {
  const { view, legal } = seat;
  const first = legal[0] as Command;
  if (legal.length < 2) return null;
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
      return [...ranked.slice(0, speeMoves), ...legal.filter((c) => c.type === 'scuttle')];
    }
    case 'raid':
    case 'decline-raid':
    case 'choose-target':
      return [...legal];
    default:
      break;
  }
  if (seat.role === 'british' && (view.phase === 'british-move' || view.phase === 'air-search')) {
    const gains = view.phase === 'air-search' ? legal.map((command) => airValue(command, belief)) : britishGains(view, legal, belief);
    const scored = legal.map((command, n) => ({ command, gain: gains[n] as number }));
    scored.sort((a, b) => b.gain - a.gain);
    const keep = scored.slice(0, count).map((s) => s.command);
    for (const always of legal) if ((always.type === 'end-movement' || always.type === 'end-air-search' || always.type === 'buy-extra-moves') && !keep.includes(always)) keep.push(always);
    return keep.length > 1 ? keep : null;
  }
  return null;
}

const airValue = (command: Command, belief: SpeeBelief): number => (command.type === 'air-search' ? belief.at(command.searched) : 0);

/** What identifies a command within one information set: a Spee move by where it ends (its path is secret anyway). */
export const commandKey = (command: Command): string =>
  command.type === 'move-spee' ? `move-spee:${command.path[command.path.length - 1] ?? 'stay'}/${command.refuel}` : JSON.stringify(command);

/** The heuristic's choice first, then the other candidates. */
function ordered(usual: Command, found: readonly Command[]): Command[] {
  const key = commandKey(usual);
  return [usual, ...found.filter((c) => commandKey(c) !== key)];
}

/**
 * One sampled world for the search: the full state drawn by `determinize`, played forward with the heuristic for the
 * opponent, for chance's dice and for the seat's own decisions that need no search. What the seat observes on the way
 * (its redacted events and its own forced commands) keys the tree's next information set.
 */
class SpeeWorld implements World<Command> {
  private pending: Command[] | null = null;
  private readonly lastTurn: number;

  constructor(
    private state: GrafSpeeState,
    private readonly role: Role,
    private readonly belief: SpeeBelief,
    private readonly dice: DiceSource,
    private readonly settings: GrafSpeeSearchSettings,
  ) {
    this.lastTurn = state.turn + settings.horizonTurns;
  }

  actions(): readonly Command[] | null {
    return this.pending;
  }

  play(action: Command): string {
    const observed: unknown[] = [];
    const see = (event: FullEvent) => {
      const mine = grafSpee.redact(event, this.role);
      if (mine) observed.push(mine);
    };
    this.state = step(this.state, action, this.role, this.dice, this.belief, see);
    this.pending = null;
    for (let steps = 0; steps < 400 && !this.over(); steps++) {
      const actor = grafSpee.pending(this.state)[0] as Role | undefined;
      if (!actor) break;
      if (actor === this.role) {
        const seat = { view: grafSpee.view(this.state, actor), legal: grafSpee.legal(this.state, actor), role: actor };
        const usual = policyChoice(this.state, actor, this.belief, this.dice);
        const found = candidatesOf(seat, this.belief, this.settings.candidates, this.settings.speeMoves);
        if (found) {
          this.pending = ordered(usual, found);
          break;
        }
        observed.push(usual);
        this.state = step(this.state, usual, actor, this.dice, this.belief, see);
      } else {
        this.state = step(this.state, policyChoice(this.state, actor, this.belief, this.dice), actor, this.dice, this.belief, see);
      }
    }
    return JSON.stringify(observed);
  }

  rollout(): number {
    for (let steps = 0; steps < 400 && !this.over(); steps++) {
      const actor = grafSpee.pending(this.state)[0] as Role | undefined;
      if (!actor) break;
      this.state = step(this.state, policyChoice(this.state, actor, this.belief, this.dice), actor, this.dice, this.belief, () => undefined);
    }
    const german = germanChanceAt(this.state);
    return this.role === 'german' ? german : 1 - german;
  }

  private over(): boolean {
    return this.state.outcome !== null || this.state.turn > this.lastTurn;
  }
}

/** Graf Spee's search player with its settings: information-set MCTS over worlds sampled from the seat's knowledge. */
export function grafSpeeSearch(settings: GrafSpeeSearchSettings = GRAF_SPEE_SEARCH_DEFAULTS): Bot<GrafSpeeView, Command> {
  return {
    level: 'search',
    choose(seat, rng) {
      if (seat.legal.length === 1) return seat.legal[0] as Command;
      const role = seat.role as Role;
      // The British's belief, from events anyone in his place could see (for the German: the British's eyes guessed).
      const belief = SpeeBelief.from(seat.history);
      const found = candidatesOf(seat, belief, settings.candidates, settings.speeMoves);
      const usual = grafSpeeHeuristicBot.choose(seat, rng);
      if (!found) return usual;
      const rootActions = ordered(usual, found);
      // Each iteration draws its world from what the seat knows (view and redacted history), never from the state.
      const careless = role === 'british' && settings.carelessSpee ? SpeeBelief.from(seat.history, 0) : null;
      const share = Math.round((settings.carelessSpee ?? 0) * 1000);
      const sample = () => {
        const hunted = careless && rng.int(1000) < share ? careless : belief;
        return new SpeeWorld(determinize(seat, rng, hunted), role, belief.copy(), seededDice(rng.int(2 ** 31)), settings);
      };
      return informationSetMcts(rootActions, commandKey, sample, settings).best;
    },
  };
}

export const grafSpeeSearchBot = grafSpeeSearch();
