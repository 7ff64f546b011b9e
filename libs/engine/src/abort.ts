import { z } from 'zod';
import type { GameDefinition, Role, TypedMessage } from './game-definition';
import { withPlayerEnding, type EndingCommand, type EndingEvent, type RoleNames } from './player-ending';

/**
 * Calling a game off: a player ends a game that nobody has come to play against her, and it ends with no result (a
 * game made by mistake, or an invite nobody took, leaves neither a loss nor a waiting card behind). Like resigning it
 * is the platform's (player-ending.ts). Who has come is a matter of seats, which the service keeps and the game does
 * not see: the game accepts `abort` from a player while it runs, and the service sends it on only while another seat
 * waits for its player (nobody has taken it, or its invite is not accepted yet), listing it among that player's
 * `anytime` commands only then.
 */

/** The command's type, and the `rule` its refusals and its outcome name (there is no rule paragraph). */
export const ABORT = 'abort';
/** The event calling off stores; public. */
export const ABORTED = 'aborted';

export type AbortCommand = EndingCommand<typeof ABORT>;

/** A player called the game off: `role` is the role that did. */
export type AbortedEvent = EndingEvent<typeof ABORTED>;

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

/**
 * The game with calling off added: `abort` among the commands, `aborted` among the events, and an outcome without a
 * winner. Never listed by the game: only the service knows whether a seat still waits for its player. A called-off
 * state carries `abortedBy` beside the game's own keys.
 */
export function withAbort<Options, State extends object, Command extends TypedMessage, Event extends TypedMessage, View>(
  game: GameDefinition<Options, State, Command, Event, View>,
  names: RoleNames,
): GameDefinition<Options, State, Command | AbortCommand, Event | AbortedEvent, View> {
  return withPlayerEnding(game, names, {
    command: abortCommand,
    commandSchema: abortCommandSchema,
    eventType: ABORTED,
    eventSchema: abortedEventSchema,
    stateKey: 'abortedBy',
    twoSidesBecause: 'calling off names the side that never came',
    words: { nothingTo: 'call off', onlyAPlayer: 'call the game off', ended: 'it was called off' },
    listedBy: 'service',
    outcome: (by, other, name) => ({ winner: null, reason: ABORTED, rule: ABORT, message: `The ${name(by)} player called the game off while the ${name(other)} seat was empty: no result.` }),
  });
}
