import { z } from 'zod';
import type { GameDefinition, Outcome, Role, TypedMessage } from './game-definition';
import { err, ok } from './result';
import { CommonErrors, ruleError, type RuleError } from './rule-error';
import { withBranch } from './schema-branch';
import { marked, markedBy, unmarked } from './wrapped-state';

/**
 * Resigning: a player gives the game up and the other side wins. The postcard rules say nothing of it; it is the
 * platform's, the same for every game, so it wraps a game rather than living in one (design.md, "The game contract":
 * the wrapped game is still a pure decider). Either seat may resign while the game runs, also while it waits for the
 * other (as a player may give up while his opponent thinks); it is listed only among the legal commands of the seat
 * the game waits for, so that "my legal commands are empty" still means "not my move" for every client.
 */

/** The command's type, and the `rule` a refusal or an outcome of resigning names (there is no rule paragraph). */
export const RESIGN = 'resign';
/** The event a resignation stores; public. */
export const RESIGNED = 'resigned';

export interface ResignCommand {
  readonly type: typeof RESIGN;
}

export interface ResignedEvent {
  readonly type: typeof RESIGNED;
  /** The role that resigned. */
  readonly role: Role;
}

export const resignCommandSchema = z
  .strictObject({ type: z.literal(RESIGN) })
  .describe(
    'Either side, while the game runs (also while it waits for the other): give the game up; the other side wins at once (a platform command, not a rule of the game; listed only among the legal commands of the side the game waits for).',
  );

const resignedEventSchema = (roles: readonly Role[]) =>
  z
    .strictObject({ type: z.literal(RESIGNED), role: z.enum(roles as [Role, ...Role[]]).describe('the role that resigned') })
    .describe('A player resigned: the game is over and the other side has won. Public.');

/** The command every running game lists last among the legal commands of the seat it waits for. */
export const resignCommand: ResignCommand = { type: RESIGN };

/** True for the resign command: what a client that plays at random, or a bot, leaves out of its choices. */
export const isResignation = (command: { readonly type: string }): boolean => command.type === RESIGN;

/** The commands without the resign command: what a random player or a bot chooses among. */
export const withoutResignation = <C extends { readonly type: string }>(commands: readonly C[]): C[] => commands.filter((command) => !isResignation(command));

/** How the outcome's message names each role: 'German', 'British', 'Allied'. */
export type RoleNames = Readonly<Record<Role, string>>;

/** The key a resigned state carries beside the game's own; a game's state never has it. */
const RESIGNED_BY = 'resignedBy';

const resignedBy = (state: unknown): Role | undefined => markedBy(state, RESIGNED_BY);

/**
 * The game with resigning added: `resign` among the commands, `resigned` among the events, and an outcome that names
 * the other side the winner. Everything else is the game's own. A resigned state is the game's last state with one
 * more key, `resignedBy`, which no function of the game is given: a state the game made is never reshaped.
 */
export function withResignation<Options, State extends object, Command extends TypedMessage, Event extends TypedMessage, View>(
  game: GameDefinition<Options, State, Command, Event, View>,
  names: RoleNames,
): GameDefinition<Options, State, Command | ResignCommand, Event | ResignedEvent, View> {
  if (game.roles.length !== 2) throw new Error(`resigning names the other side the winner; ${game.id} has ${game.roles.length} roles`);
  const other = (role: Role): Role => game.roles.find((each) => each !== role) ?? role;
  const name = (role: Role): string => names[role] ?? role;
  const previewOwn = game.preview?.bind(game);
  const ended = (state: State): boolean => resignedBy(state) !== undefined || game.outcome(state) !== null;
  /** Why `actor` may not resign now, or null when it may: a player may, whoever the game waits for, until it ends. */
  const refusal = (state: State, actor: Role): RuleError | null => {
    if (ended(state)) return ruleError(CommonErrors.GAME_OVER, RESIGN, 'the game has ended: there is nothing to resign');
    if (!game.roles.includes(actor)) return ruleError(CommonErrors.NOT_A_PLAYER, RESIGN, 'only a player may resign');
    return null;
  };

  return {
    ...game,
    commandSchema: withBranch(game.commandSchema, resignCommandSchema) as z.ZodType<Command | ResignCommand>,
    eventSchema: withBranch(game.eventSchema, resignedEventSchema(game.roles)),
    parseCommand: (raw) => {
      if (typeof raw === 'object' && raw !== null && (raw as { type?: unknown }).type === RESIGN) {
        const parsed = resignCommandSchema.safeParse(raw);
        return parsed.success ? ok(resignCommand) : err(ruleError(CommonErrors.MALFORMED_COMMAND, 'command', 'command: resign takes no other field'));
      }
      return game.parseCommand(raw);
    },
    decide: (state, command, actor, dice) => {
      if (!isResignation(command)) {
        return resignedBy(state) === undefined ? game.decide(state, command as Command, actor, dice) : err(ruleError(CommonErrors.GAME_OVER, RESIGN, 'the game has ended: a player resigned'));
      }
      const refused = refusal(state, actor);
      return refused ? err(refused) : ok([{ type: RESIGNED, role: actor }]);
    },
    evolve: (state, event) => {
      if (event.type !== RESIGNED) return game.evolve(state, event as Event);
      return marked(state, RESIGNED_BY, (event as ResignedEvent).role);
    },
    // The game's own view of the position it was resigned in: without the key it does not know.
    view: (state, viewer) => game.view(unmarked(state, RESIGNED_BY), viewer),
    redact: (event, viewer) => (event.type === RESIGNED ? { ...(event as ResignedEvent) } : game.redact(event as Event, viewer)),
    pending: (state) => (resignedBy(state) !== undefined ? [] : game.pending(state)),
    legal: (state, role) => {
      if (ended(state)) return [];
      const commands: (Command | ResignCommand)[] = game.legal(state, role);
      return game.pending(state).includes(role) ? [...commands, resignCommand] : commands;
    },
    anytime: (state, role) => (refusal(state, role) === null ? [resignCommand] : []),
    outcome: (state): Outcome | null => {
      const loser = resignedBy(state);
      if (loser === undefined) return game.outcome(state);
      const winner = other(loser);
      return { winner, reason: RESIGNED, rule: RESIGN, message: `The ${name(loser)} player resigned: ${name(winner)} victory.` };
    },
    ...(previewOwn
      ? {
          preview: (state: State, command: Command | ResignCommand, role: Role) => {
            if (!isResignation(command)) return previewOwn(state, command as Command, role);
            const refused = refusal(state, role);
            return refused ? err(refused) : ok(null);
          },
        }
      : {}),
  };
}
