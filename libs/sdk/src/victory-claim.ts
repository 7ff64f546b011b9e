/**
 * The claim-victory command: a player whose opponent, a person, has not moved for the service's wait
 * (WARGAMES_CLAIM_AFTER_MS, three days by default) ends the game as its winner (`outcome.winner` the claiming side,
 * `reason` 'victory-claimed'). The API lists it among that player's `anytime` commands only then, and refuses it
 * otherwise (ERR_OPPONENT_NOT_IDLE): never for the side to move, against the computer, or while the other seat waits
 * for its player (call the game off then). Never among the legal moves; a board offers it on its own.
 */
export const CLAIM_VICTORY = 'claim-victory';

/** The public event a claim stores: `{ type: 'victory-claimed', role }`, `role` the side that claimed and won. */
export const VICTORY_CLAIMED = 'victory-claimed';

/** True for the claim-victory command. */
export const isVictoryClaim = (command: { readonly type: string }): boolean => command.type === CLAIM_VICTORY;
