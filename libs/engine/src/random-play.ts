import { drawOne, type DiceSource } from './dice';
import type { AnyGame } from './game-definition';
import { withoutResignation } from './resignation';

export interface RandomGame {
  readonly events: { type: string }[];
  readonly state: unknown;
  readonly commands: number;
  readonly ended: boolean;
}

/**
 * Plays random legal commands until the game ends or `maxCommands` is reached. Both the choices and the game's
 * dice come from `dice`, so a seed reproduces the game. A legal command that is refused is a bug: it throws.
 * It never resigns. `observe` sees every step, for property tests. `prefer` narrows each choice to the commands it keeps (drawing from
 * `dice` too, if it likes), when it keeps any: a game played a particular way, such as one made to last.
 */
export function playRandomGame(
  game: AnyGame,
  options: unknown,
  dice: DiceSource,
  maxCommands = 10_000,
  observe?: (step: { state: unknown; role: string; command: { type: string }; events: { type: string }[]; next: unknown }) => void,
  prefer?: (choices: readonly { type: string }[], dice: DiceSource) => readonly { type: string }[],
): RandomGame {
  let state = game.setup(options);
  const events: { type: string }[] = [];
  let commands = 0;
  while (commands < maxCommands && game.outcome(state) === null) {
    const roles = game.pending(state);
    if (roles.length === 0) throw new Error('the game waits for nobody but has not ended');
    const role = drawOne(dice, roles);
    // A random player plays the game out: resigning would end it at once (and is told apart by its type alone).
    const choices = withoutResignation(game.legal(state, role) as { type: string }[]);
    if (choices.length === 0) throw new Error(`${role} is pending but has no legal command`);
    const preferred = prefer?.(choices, dice) ?? [];
    const command = drawOne(dice, preferred.length > 0 ? preferred : choices);
    const decided = game.decide(state, command, role, dice);
    if (!decided.ok) {
      throw new Error(`legal command refused: ${JSON.stringify(command)} → ${JSON.stringify(decided.error)}`);
    }
    let next = state;
    for (const event of decided.value) next = game.evolve(next, event);
    observe?.({ state, role, command, events: decided.value, next });
    events.push(...decided.value);
    state = next;
    commands++;
  }
  return { events, state, commands, ended: game.outcome(state) !== null };
}
