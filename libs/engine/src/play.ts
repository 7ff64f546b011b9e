import type { DiceSource } from './dice';
import type { AnyGame, Role } from './game-definition';
import { err, ok, type Result } from './result';
import type { RuleError } from './rule-error';

/** Folds stored events onto the setup state: the only way a state is ever rebuilt. */
export function replay<G extends AnyGame>(game: G, options: unknown, events: readonly unknown[]): ReturnType<G['setup']> {
  let state = game.setup(options);
  for (const event of events) state = game.evolve(state, event);
  return state;
}

export interface Executed {
  readonly command: { type: string };
  readonly events: { type: string }[];
  readonly state: unknown;
}

/** Parses a raw command at the edge, decides it and folds the new events. */
export function execute(
  game: AnyGame,
  state: unknown,
  rawCommand: unknown,
  actor: Role,
  dice: DiceSource,
): Result<Executed, RuleError> {
  const command = game.parseCommand(rawCommand);
  if (!command.ok) return command;
  const decided = game.decide(state, command.value, actor, dice);
  if (!decided.ok) return err(decided.error);
  let next = state;
  for (const event of decided.value) next = game.evolve(next, event);
  return ok({ command: command.value, events: decided.value, state: next });
}
