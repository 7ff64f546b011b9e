import type { EventOf, GrafSpeeEvent } from './events';
import type { GrafSpeeOutcome } from './shared-schemas';
import type { GrafSpeeState } from './state';

/** GS-8.2: the German wins a finished game with this many points. */
export const GERMAN_WIN_SCORE = 15;
/** GS-8.1: reaching this many points wins at once. */
export const IMMEDIATE_WIN_SCORE = 21;

/** Why the game ended (GS-8.1). */
export const END_REASONS = ['spee-sunk', 'spee-exited', 'spee-scuttled', 'german-21-points'] as const;
export type EndReason = (typeof END_REASONS)[number];

const REASON_RULE: Record<EndReason, string> = {
  'spee-sunk': 'GS-8.3',
  'spee-exited': 'GS-4.5',
  'spee-scuttled': 'GS-8.4',
  'german-21-points': 'GS-8.1',
};

const REASON_TEXT: Record<EndReason, string> = {
  'spee-sunk': 'The Admiral Graf Spee was sunk',
  'spee-exited': 'The Admiral Graf Spee escaped the map',
  'spee-scuttled': 'The Admiral Graf Spee was scuttled',
  'german-21-points': 'The German reached 21 points',
};

/**
 * GS-8.1, GS-8.2: who wins with this final score. Messages never name a hex: the British and spectators see them.
 */
export function judge(reason: EndReason, score: number): GrafSpeeOutcome {
  const winner = score >= GERMAN_WIN_SCORE ? 'german' : 'british';
  const needed = reason === 'german-21-points' ? '' : ` (${GERMAN_WIN_SCORE} needed)`;
  return {
    winner,
    reason,
    rule: reason === 'german-21-points' ? 'GS-8.1' : 'GS-8.2',
    message: `${REASON_TEXT[reason]} (${REASON_RULE[reason]}); the German has ${score} ${Math.abs(score) === 1 ? 'point' : 'points'}${needed}: ${winner === 'german' ? 'German' : 'British'} victory.`,
  };
}

/** The closing event; `score` is final, after any GS-8.3/GS-8.4 penalty (Ruling: it may fall below 0). */
export function gameEnded(reason: EndReason, score: number, penaltyDie: number | null = null, penalty = 0): EventOf<'game-ended'> {
  return { type: 'game-ended', outcome: judge(reason, score), score, penaltyDie, penalty };
}

/** GS-8.1: points were scored; the game ends at once if they reach 21. */
export const immediateWin = (score: number): GrafSpeeEvent[] =>
  score >= IMMEDIATE_WIN_SCORE ? [gameEnded('german-21-points', score)] : [];

/** GS-5.9 and GS-3.5: the turn ends (pieces turn face down) and the next begins with the Spee's move. */
export const endTurn = (state: GrafSpeeState, shadowNextTurn: boolean): GrafSpeeEvent[] => [
  { type: 'turn-ended', turn: state.turn },
  { type: 'turn-started', turn: state.turn + 1, shadowed: shadowNextTurn },
];

/** After points were scored at the end of a step: the game ends at 21, otherwise the turn does. */
export const endTurnOrWin = (state: GrafSpeeState, score: number, shadowNextTurn: boolean): GrafSpeeEvent[] => {
  const win = immediateWin(score);
  return win.length > 0 ? win : endTurn(state, shadowNextTurn);
};
