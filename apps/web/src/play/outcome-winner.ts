import { isCalledOff, type Outcome } from '@wargames/sdk';

/**
 * The `winner` option of the outcome's headline (PlayOutcome.winner): the winning role; else `called_off` for a game
 * called off before the other side came, which nobody could win, or `none`.
 */
export const outcomeWinner = (outcome: Pick<Outcome, 'winner' | 'reason'>): string => outcome.winner ?? (isCalledOff(outcome) ? 'called_off' : 'none');
