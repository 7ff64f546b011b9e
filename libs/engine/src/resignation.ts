import { z } from 'zod';
import type { GameDefinition, Role, TypedMessage } from './game-definition';
import { withPlayerEnding, type EndingCommand, type EndingEvent, type RoleNames } from './player-ending';

/**
 * Resigning: a player gives the game up and the other side wins. The postcard rules say nothing of it; it is the
 * platform's (player-ending.ts). Either seat may resign while the game runs, also while it waits for the other (as a
 * player may give up while his opponent thinks); it is listed only among the legal commands of the seat the game
 * waits for, so that "my legal commands are empty" still means "not my move" for every client.
 */

/** The command's type, and the `rule` a refusal or an outcome of resigning names (there is no rule paragraph). */
export const RESIGN = 'resign';
/** The event a resignation stores; public. */
export const RESIGNED = 'resigned';

export type ResignCommand = EndingCommand<typeof RESIGN>;

/** A player resigned: `role` is the role that resigned. */
export type ResignedEvent = EndingEvent<typeof RESIGNED>;

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

/**
 * The game with resigning added: `resign` among the commands, `resigned` among the events, and an outcome that names
 * the other side the winner. A resigned state carries `resignedBy` beside the game's own keys.
 */
export function withResignation<Options, State extends object, Command extends TypedMessage, Event extends TypedMessage, View>(
  game: GameDefinition<Options, State, Command, Event, View>,
  names: RoleNames,
): GameDefinition<Options, State, Command | ResignCommand, Event | ResignedEvent, View> {
  return withPlayerEnding(game, names, {
    command: resignCommand,
    commandSchema: resignCommandSchema,
    eventType: RESIGNED,
    eventSchema: resignedEventSchema,
    stateKey: 'resignedBy',
    twoSidesBecause: 'resigning names the other side the winner',
    words: { nothingTo: 'resign', onlyAPlayer: 'resign', ended: 'a player resigned' },
    listedBy: 'game',
    outcome: (loser, winner, name) => ({ winner, reason: RESIGNED, rule: RESIGN, message: `The ${name(loser)} player resigned: ${name(winner)} victory.` }),
  });
}
