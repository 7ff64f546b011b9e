import type { GrafSpeeState } from '@wargames/graf-spee';

/**
 * How often the heuristic German went on to win against the heuristic British from the end of a turn with this score
 * (index = score, 0–20), undamaged and damaged (GS-4.4: she moves 1; GS-6.5: one more hit sinks her). Measured
 * 1 December 2026 over 4000 heuristic games (`tools/fit-graf-spee-evaluation.ts`, 0.13 at 2 points from ~4000
 * positions, every other cell over 200 positions but 17+ undamaged and 3 damaged) and made monotone by hand; scores
 * 0 and 1, never seen at a turn's end (the heuristic takes sure points on turn 1), take the value at 2.
 * The heuristics are the search's own play-out policy, so this is the value of a position under the play-outs' model.
 */
export const GERMAN_WIN_RATE_BY_SCORE: readonly (readonly number[])[] = [
  [0.13, 0.13, 0.13, 0.13, 0.14, 0.16, 0.18, 0.22, 0.27, 0.3, 0.38, 0.46, 0.5, 0.67, 0.73, 0.95, 0.99, 1, 1, 1, 1],
  [0.015, 0.015, 0.017, 0.017, 0.022, 0.032, 0.035, 0.038, 0.047, 0.051, 0.083, 0.114, 0.126, 0.225, 0.316, 0.69, 0.72, 0.88, 1, 1, 1],
];

/**
 * The German's chance from a position a play-out did not finish (GS-8): the outcome if the game is over, else the
 * win rate of the play-outs' policy from this score and damage. The earlier logistic in the score (0.012 at 0 points,
 * 0.08 at 5) rated a live Spee with no points hardly above a sunk one, so the search raided and risked her freely.
 */
export function germanChanceAt(state: GrafSpeeState): number {
  if (state.outcome) return state.outcome.winner === 'german' ? 1 : 0;
  const row = GERMAN_WIN_RATE_BY_SCORE[state.speeDamaged ? 1 : 0] as readonly number[];
  return row[Math.max(0, Math.min(row.length - 1, state.score))] as number;
}
