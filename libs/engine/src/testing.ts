import { scriptedDice, type DiceSource } from './dice';
import type { GameDefinition, Role, TypedMessage } from './game-definition';
import type { Result } from './result';
import type { RuleError } from './rule-error';

/**
 * Rule tests in the given(events).when(command).then(events | error) form:
 *
 *   const result = given(grafSpee, options, [...events]).when('german', { type: 'move', path: ['A2'] }, [5]);
 *   expect(result).toEqual(ok([...]));
 *
 * The command goes through `parseCommand`, as a client's would. Dice are scripted die faces (see scriptedDice).
 */
export function given<O, S, C extends TypedMessage, E extends TypedMessage, V>(
  game: GameDefinition<O, S, C, E, V>,
  options: O,
  events: readonly E[] = [],
) {
  let state = game.setup(options);
  for (const event of events) state = game.evolve(state, event);
  return {
    state,
    when(actor: Role, rawCommand: unknown, dice: readonly number[] | DiceSource = []): Result<E[], RuleError> {
      const command = game.parseCommand(rawCommand);
      if (!command.ok) return command;
      const source = Array.isArray(dice) ? scriptedDice(dice) : (dice as DiceSource);
      return game.decide(state, command.value, actor, source);
    },
  };
}
