/**
 * The abort command: a player calls the game off while another seat waits for its player (nobody has taken it, or
 * its invite is not accepted yet); the game ends at once with no result (`outcome.winner` null, `reason` 'aborted').
 * The API lists it among that player's `anytime` commands only then, and refuses it otherwise (ERR_OPPONENT_SEATED):
 * once everyone has come, a player who wants out resigns. Never among the legal moves; a board offers it on its own.
 */
export const ABORT = 'abort';

/** The public event a call-off stores: `{ type: 'aborted', role }`. */
export const ABORTED = 'aborted';

/** True for the abort command. */
export const isAbort = (command: { readonly type: string }): boolean => command.type === ABORT;

/** True for the outcome of a game called off: no winner, `reason` 'aborted'. */
export const isCalledOff = (outcome: { readonly reason: string } | null | undefined): boolean => outcome?.reason === ABORTED;
