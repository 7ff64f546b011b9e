import { z } from 'zod';
import type { GameDefinition, Role, TypedMessage } from './game-definition';
import { withPlayerEnding, type EndingCommand, type EndingEvent, type RoleNames } from './player-ending';

/**
 * Claiming the win: a player whose opponent has stopped playing ends the game and wins it, so that a game nobody will
 * finish neither waits forever nor costs the player who stayed a loss (resigning) or the result (calling off). Like
 * resigning it is the platform's (player-ending.ts). What allows it is time and seats, which the service keeps and the
 * game does not see: the game accepts `claim-victory` from a player while it runs, and the service sends it on only
 * while the game has waited long enough for a person at the other seat (its move, and no move for that long), listing
 * it among the claiming player's `anytime` commands only then.
 */

/** The command's type, and the `rule` its refusals and its outcome name (there is no rule paragraph). */
export const CLAIM_VICTORY = 'claim-victory';
/** The event a claim stores; public. */
export const VICTORY_CLAIMED = 'victory-claimed';

export type ClaimVictoryCommand = EndingCommand<typeof CLAIM_VICTORY>;

/** A player claimed the win: `role` is the role that claimed it, and won. */
export type VictoryClaimedEvent = EndingEvent<typeof VICTORY_CLAIMED>;

export const claimVictoryCommandSchema = z
  .strictObject({ type: z.literal(CLAIM_VICTORY) })
  .describe(
    'A player, once the game has waited long enough for the other side, a person, to move: claim the win; the game ends at once and the claiming side wins. The service lists it among `anytime` commands only then, and refuses it otherwise (ERR_OPPONENT_NOT_IDLE): a platform command, not a rule of the game.',
  );

const victoryClaimedEventSchema = (roles: readonly Role[]) =>
  z
    .strictObject({ type: z.literal(VICTORY_CLAIMED), role: z.enum(roles as [Role, ...Role[]]).describe('the role that claimed the win') })
    .describe('A player claimed the win after the other side had stopped moving: the game is over and the claiming side has won. Public.');

/** The claim command, the one object a client is offered. */
export const claimVictoryCommand: ClaimVictoryCommand = { type: CLAIM_VICTORY };

/** True for the claim command. */
export const isVictoryClaim = (command: { readonly type: string }): boolean => command.type === CLAIM_VICTORY;

/**
 * The game with claiming the win added: `claim-victory` among the commands, `victory-claimed` among the events, and an
 * outcome that names the claiming side the winner. Never listed by the game: only the service knows how long the other
 * side has been silent. A claimed state carries `claimedBy` beside the game's own keys.
 */
export function withVictoryClaim<Options, State extends object, Command extends TypedMessage, Event extends TypedMessage, View>(
  game: GameDefinition<Options, State, Command, Event, View>,
  names: RoleNames,
): GameDefinition<Options, State, Command | ClaimVictoryCommand, Event | VictoryClaimedEvent, View> {
  return withPlayerEnding(game, names, {
    command: claimVictoryCommand,
    commandSchema: claimVictoryCommandSchema,
    eventType: VICTORY_CLAIMED,
    eventSchema: victoryClaimedEventSchema,
    stateKey: 'claimedBy',
    twoSidesBecause: 'claiming the win names the side that stopped playing',
    words: { nothingTo: 'claim', onlyAPlayer: 'claim the win', ended: 'the win was claimed' },
    listedBy: 'service',
    outcome: (by, other, name) => ({
      winner: by,
      reason: VICTORY_CLAIMED,
      rule: CLAIM_VICTORY,
      message: `The ${name(other)} player stopped playing: the ${name(by)} player claimed the win.`,
    }),
  });
}
