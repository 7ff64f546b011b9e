import { z } from 'zod';
import type { GameDefinition, Outcome, Role, TypedMessage } from './game-definition';
import { err, ok } from './result';
import type { RoleNames } from './resignation';
import { CommonErrors, ruleError, type RuleError } from './rule-error';
import { withBranch } from './schema-branch';
import { marked, markedBy, unmarked } from './wrapped-state';

/**
 * Calling a game off: a player ends a game that nobody has come to play against her, and it ends with no result (a
 * game made by mistake, or an invite nobody took, leaves neither a loss nor a waiting card behind). Like resigning it
 * is the platform's, wrapped around a game. Who has come is a matter of seats, which the service keeps and the game
 * does not see: the game accepts `abort` from a player while it runs, and the service sends it on only while another
 * seat waits for its player (nobody has taken it, or its invite is not accepted yet), listing it among that player's
 * `anytime` commands only then.
 */

/** The command's type, and the `rule` its refusals and its outcome name (there is no rule paragraph). */
export const ABORT = 'abort';
/** The event calling off stores; public. */
export const ABORTED = 'aborted';

export interface AbortCommand {
  readonly type: typeof ABORT;
}

export interface AbortedEvent {
  readonly type: typeof ABORTED;
  /** The role that called the game off. */
  readonly role: Role;
}

export const abortCommandSchema = z
  .strictObject({ type: z.literal(ABORT) })
  .describe(
    'A player, while another seat waits for its player (nobody has taken it, or its invite is not accepted yet): call the game off; it ends at once with no result. The service lists it among `anytime` commands only then, and refuses it otherwise (ERR_OPPONENT_SEATED): resign instead (a platform command, not a rule of the game).',
  );

const abortedEventSchema = (roles: readonly Role[]) =>
  z
    .strictObject({ type: z.literal(ABORTED), role: z.enum(roles as [Role, ...Role[]]).describe('the role that called the game off') })
    .describe('A player called the game off before the other side came: the game is over with no result. Public.');

/** The abort command, the one object a client is offered. */
export const abortCommand: AbortCommand = { type: ABORT };

/** True for the abort command. */
export const isAbort = (command: { readonly type: string }): boolean => command.type === ABORT;

/** The key an aborted state carries beside the game's own (wrapped-state.ts). */
const ABORTED_BY = 'abortedBy';

const abortedBy = (state: unknown): Role | undefined => markedBy(state, ABORTED_BY);

/**
 * The game with calling off added: `abort` among the commands, `aborted` among the events, and an outcome without a
 * winner. Everything else is the wrapped game's, which is never given the `abortedBy` key.
 */
export function withAbort<Options, State extends object, Command extends TypedMessage, Event extends TypedMessage, View>(
  game: GameDefinition<Options, State, Command, Event, View>,
  names: RoleNames,
): GameDefinition<Options, State, Command | AbortCommand, Event | AbortedEvent, View> {
  if (game.roles.length !== 2) throw new Error(`calling off names the side that never came; ${game.id} has ${game.roles.length} roles`);
  const other = (role: Role): Role => game.roles.find((each) => each !== role) ?? role;
  const name = (role: Role): string => names[role] ?? role;
  const previewOwn = game.preview?.bind(game);
  /** Why `actor` may not call the game off, or null when it may (whether anyone waits is the service's to check). */
  const refusal = (state: State, actor: Role): RuleError | null => {
    if (abortedBy(state) !== undefined || game.outcome(state) !== null) return ruleError(CommonErrors.GAME_OVER, ABORT, 'the game has ended: there is nothing to call off');
    if (!game.roles.includes(actor)) return ruleError(CommonErrors.NOT_A_PLAYER, ABORT, 'only a player may call the game off');
    return null;
  };
  const calledOff = (state: State): boolean => abortedBy(state) !== undefined;
  const over = () => err(ruleError(CommonErrors.GAME_OVER, ABORT, 'the game has ended: it was called off'));

  return {
    ...game,
    commandSchema: withBranch(game.commandSchema, abortCommandSchema) as z.ZodType<Command | AbortCommand>,
    eventSchema: withBranch(game.eventSchema, abortedEventSchema(game.roles)),
    parseCommand: (raw) => {
      if (typeof raw === 'object' && raw !== null && (raw as { type?: unknown }).type === ABORT) {
        const parsed = abortCommandSchema.safeParse(raw);
        return parsed.success ? ok(abortCommand) : err(ruleError(CommonErrors.MALFORMED_COMMAND, 'command', 'command: abort takes no other field'));
      }
      return game.parseCommand(raw);
    },
    decide: (state, command, actor, dice) => {
      if (!isAbort(command)) {
        return calledOff(state) ? over() : game.decide(state, command as Command, actor, dice);
      }
      const refused = refusal(state, actor);
      return refused ? err(refused) : ok([{ type: ABORTED, role: actor }]);
    },
    evolve: (state, event) => (event.type === ABORTED ? marked(state, ABORTED_BY, (event as AbortedEvent).role) : game.evolve(state, event as Event)),
    view: (state, viewer) => game.view(unmarked(state, ABORTED_BY), viewer),
    redact: (event, viewer) => (event.type === ABORTED ? { ...(event as AbortedEvent) } : game.redact(event as Event, viewer)),
    pending: (state) => (calledOff(state) ? [] : game.pending(state)),
    legal: (state, role) => (calledOff(state) ? [] : game.legal(state, role)),
    // Never listed here: only the service knows whether a seat still waits for its player.
    ...(game.anytime ? { anytime: (state: State, role: Role) => (calledOff(state) ? [] : (game.anytime?.(state, role) ?? [])) } : {}),
    outcome: (state): Outcome | null => {
      const by = abortedBy(state);
      if (by === undefined) return game.outcome(state);
      return { winner: null, reason: ABORTED, rule: ABORT, message: `The ${name(by)} player called the game off while the ${name(other(by))} seat was empty: no result.` };
    },
    ...(previewOwn
      ? {
          preview: (state: State, command: Command | AbortCommand, role: Role) => {
            if (!isAbort(command)) return calledOff(state) ? over() : previewOwn(state, command as Command, role);
            const refused = refusal(state, role);
            return refused ? err(refused) : ok(null);
          },
        }
      : {}),
  };
}
