import type { z } from 'zod';
import type { GameDefinition, Outcome, Role, TypedMessage } from './game-definition';
import { err, ok } from './result';
import { CommonErrors, ruleError, type RuleError } from './rule-error';
import { withBranch } from './schema-branch';
import { marked, markedBy, unmarked } from './wrapped-state';

/** How an outcome's message names each role: 'German', 'British', 'Allied'. */
export type RoleNames = Readonly<Record<Role, string>>;

/** A player's command that ends the game apart from its rules: only its type, no other field. */
export interface EndingCommand<Type extends string> {
  readonly type: Type;
}

/** The event it stores: who ended the game. Public. */
export interface EndingEvent<Type extends string> {
  readonly type: Type;
  readonly role: Role;
}

/**
 * One way a player ends a two-sided game apart from its rules (resigning, calling off): the platform's, the same for
 * every game, so it wraps a game rather than living in one (design.md, "The game contract": the wrapped game is still
 * a pure decider). Ended, the state is the game's last state with one more key naming the player (`stateKey`,
 * wrapped-state.ts), which no function of the game is given.
 */
export interface PlayerEnding<CommandType extends string, EventType extends string> {
  readonly command: EndingCommand<CommandType>;
  readonly commandSchema: z.ZodObject;
  readonly eventType: EventType;
  readonly eventSchema: (roles: readonly Role[]) => z.ZodObject;
  readonly stateKey: string;
  /** Why the wrapped game must have two sides, said when it has not. */
  readonly twoSidesBecause: string;
  /** The words of its refusals: "there is nothing to {nothingTo}", "only a player may {onlyAPlayer}", "the game has ended: {ended}". */
  readonly words: { readonly nothingTo: string; readonly onlyAPlayer: string; readonly ended: string };
  /**
   * Listed by the game (resigning: among the legal commands of the seat it waits for, and among `anytime`), or only by
   * the service, which alone knows what allows it (calling off: whether a seat still waits for its player).
   */
  readonly listedBy: 'game' | 'service';
  /** The outcome once `by` ended the game, `other` being the other side and `name` naming a role. */
  outcome(by: Role, other: Role, name: (role: Role) => string): Outcome;
}

/**
 * The game with the ending added: its command among the commands, its event among the events, and its outcome once
 * sent. Everything else is the wrapped game's.
 */
export function withPlayerEnding<Options, State extends object, Command extends TypedMessage, Event extends TypedMessage, View, CT extends string, ET extends string>(
  game: GameDefinition<Options, State, Command, Event, View>,
  names: RoleNames,
  ending: PlayerEnding<CT, ET>,
): GameDefinition<Options, State, Command | EndingCommand<CT>, Event | EndingEvent<ET>, View> {
  if (game.roles.length !== 2) throw new Error(`${ending.twoSidesBecause}; ${game.id} has ${game.roles.length} roles`);
  const { command: endingCommand, stateKey, words } = ending;
  const rule = endingCommand.type;
  const isEnding = (command: { readonly type: string }): command is EndingCommand<CT> => command.type === rule;
  const other = (role: Role): Role => game.roles.find((each) => each !== role) ?? role;
  const name = (role: Role): string => names[role] ?? role;
  const previewOwn = game.preview?.bind(game);
  const endedBy = (state: State): Role | undefined => markedBy(state, stateKey);
  const ended = (state: State): boolean => endedBy(state) !== undefined || game.outcome(state) !== null;
  /** Why `actor` may not send the ending now, or null when it may: a player may, whoever the game waits for, until it ends. */
  const refusal = (state: State, actor: Role): RuleError | null => {
    if (ended(state)) return ruleError(CommonErrors.GAME_OVER, rule, `the game has ended: there is nothing to ${words.nothingTo}`);
    if (!game.roles.includes(actor)) return ruleError(CommonErrors.NOT_A_PLAYER, rule, `only a player may ${words.onlyAPlayer}`);
    return null;
  };
  const over = () => err(ruleError(CommonErrors.GAME_OVER, rule, `the game has ended: ${words.ended}`));
  const listedByGame = ending.listedBy === 'game';

  return {
    ...game,
    commandSchema: withBranch(game.commandSchema, ending.commandSchema) as z.ZodType<Command | EndingCommand<CT>>,
    eventSchema: withBranch(game.eventSchema, ending.eventSchema(game.roles)),
    parseCommand: (raw) => {
      if (typeof raw === 'object' && raw !== null && (raw as { type?: unknown }).type === rule) {
        const parsed = ending.commandSchema.safeParse(raw);
        return parsed.success ? ok(endingCommand) : err(ruleError(CommonErrors.MALFORMED_COMMAND, 'command', `command: ${rule} takes no other field`));
      }
      return game.parseCommand(raw);
    },
    decide: (state, command, actor, dice) => {
      if (!isEnding(command)) return endedBy(state) === undefined ? game.decide(state, command as Command, actor, dice) : over();
      const refused = refusal(state, actor);
      return refused ? err(refused) : ok([{ type: ending.eventType, role: actor } as EndingEvent<ET>]);
    },
    evolve: (state, event) => (event.type === ending.eventType ? marked(state, stateKey, (event as EndingEvent<ET>).role) : game.evolve(state, event as Event)),
    // The game's own view of the position it ended in: without the key it does not know.
    view: (state, viewer) => game.view(unmarked(state, stateKey), viewer),
    redact: (event, viewer) => (event.type === ending.eventType ? { ...(event as EndingEvent<ET>) } : game.redact(event as Event, viewer)),
    pending: (state) => (endedBy(state) !== undefined ? [] : game.pending(state)),
    legal: (state, role) => {
      if (listedByGame ? ended(state) : endedBy(state) !== undefined) return [];
      const commands: (Command | EndingCommand<CT>)[] = game.legal(state, role);
      return listedByGame && game.pending(state).includes(role) ? [...commands, endingCommand] : commands;
    },
    anytime: (state, role) => {
      if (endedBy(state) !== undefined) return [];
      const own = game.anytime?.(state, role) ?? [];
      return listedByGame && refusal(state, role) === null ? [...own, endingCommand] : own;
    },
    outcome: (state): Outcome | null => {
      const by = endedBy(state);
      return by === undefined ? game.outcome(state) : ending.outcome(by, other(by), name);
    },
    ...(previewOwn
      ? {
          preview: (state: State, command: Command | EndingCommand<CT>, role: Role) => {
            if (!isEnding(command)) return endedBy(state) === undefined ? previewOwn(state, command as Command, role) : over();
            const refused = refusal(state, role);
            return refused ? err(refused) : ok(null);
          },
        }
      : {}),
  };
}
