import { drawOne, seededDice, type DiceSource } from '@wargames/engine';
import { board } from './board';
import type { Command } from './commands';
import type { GrafSpeeEvent } from './events';
import type { GrafSpeeGame } from './game';
import { DEFAULT_OPTIONS, type GrafSpeeOptions } from './options';
import type { GrafSpeeState } from './state';

/** Test support: one step of a played game, as `playRandomGame` reports it. */
export interface PlayedStep {
  readonly state: GrafSpeeState;
  readonly role: string;
  readonly command: Command;
  readonly events: readonly GrafSpeeEvent[];
  readonly next: GrafSpeeState;
}

/** A command that sends a British piece into, or an air search onto, the Spee's hex. */
const hitsSpee = (command: Command, speeHex: string | null): boolean =>
  (command.type === 'move-piece' && command.to === speeHex) ||
  (command.type === 'enter-map' && command.to === speeHex) ||
  (command.type === 'air-search' && command.searched === speeHex);

/** The hunter's choices: straight at the Spee if it can; otherwise more pieces on the map, then close around her. */
function hunt(choices: Command[], speeHex: string | null): Command[] {
  const near = (c: Command): boolean =>
    speeHex !== null && (c.type === 'move-piece' || c.type === 'enter-map') && board.isSea(c.to) && board.distance(c.to, speeHex) === 1;
  for (const wanted of [(c: Command) => hitsSpee(c, speeHex), (c: Command) => c.type === 'buy-extra-moves', (c: Command) => c.type === 'draw-from-box', near]) {
    const preferred = choices.filter(wanted);
    if (preferred.length > 0) return preferred;
  }
  return choices;
}

/**
 * Test support: plays a whole game with seeded choices, like `playRandomGame`, except that the British cheats half of
 * the time (it reads the true state) and heads for the Spee. Random play alone rarely finds her, and the situations
 * the leak check must see (finds, combats, target choices, air attacks, shadows) follow from finding her.
 * `game` may be a deliberately broken copy (planted leaks); the rules come from it all the same.
 */
export function huntingPlay(
  game: GrafSpeeGame,
  seed: number,
  observe: (step: PlayedStep) => void,
  huntRate = 0.5,
  { options = DEFAULT_OPTIONS, maxCommands = 3_000 }: { options?: GrafSpeeOptions; maxCommands?: number } = {},
): { state: GrafSpeeState; events: GrafSpeeEvent[]; ended: boolean } {
  const dice: DiceSource = seededDice(seed);
  let state = game.setup(options);
  const events: GrafSpeeEvent[] = [];
  for (let n = 0; n < maxCommands && game.outcome(state) === null; n++) {
    const role = drawOne(dice, game.pending(state));
    const choices = game.legal(state, role);
    const command = drawOne(dice, role === 'british' && dice.int(1000) < huntRate * 1000 ? hunt(choices, state.speeHex) : choices);
    const decided = game.decide(state, command, role, dice);
    if (!decided.ok) throw new Error(`legal command refused: ${JSON.stringify(command)} → ${JSON.stringify(decided.error)}`);
    let next = state;
    for (const event of decided.value) next = game.evolve(next, event);
    observe({ state, role, command, events: decided.value, next });
    events.push(...decided.value);
    state = next;
  }
  return { state, events, ended: game.outcome(state) !== null };
}
