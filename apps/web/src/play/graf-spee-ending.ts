import type { GrafSpeeEvent } from '@wargames/sdk';

type GameEnded = Extract<GrafSpeeEvent, { type: 'game-ended' }>;

/** What the outcome tells of a finished Graf Spee game's score: the final figure against the winning line, and any penalty. */
export interface GrafSpeeEnding {
  /** The final score, after any penalty (GS-8.5 Ruling: it may fall below 0). */
  readonly score: number;
  /** The line the score was judged against: 21 at once (GS-8.1), or 15 at the end (GS-8.2). */
  readonly immediate: boolean;
  /** The rule that decided the winner, as the outcome names it. */
  readonly rule: string;
  /** Points taken off a sunk Spee (GS-8.3: the die) or a scuttled one (GS-8.4: half the die, rounded up). */
  readonly penalty: { readonly points: number; readonly die: number; readonly rule: 'GS-8.3' | 'GS-8.4' } | null;
}

/**
 * Reads the closing event among the entries the viewer received (a play page's log, a replay step's events); null
 * while the game goes on. The event is public (GS-8.5), so every viewer reads the same ending. It is the game's last
 * event, so the search starts from the end of a log that may hold thousands.
 */
export function grafSpeeEnding(entries: readonly { readonly event: { readonly type: string } }[]): GrafSpeeEnding | null {
  const ended = entries.findLast((entry) => entry.event.type === 'game-ended')?.event as GameEnded | undefined;
  if (!ended) return null;
  const { outcome, score, penalty, penaltyDie } = ended;
  return {
    score,
    immediate: outcome.reason === 'german-21-points',
    rule: outcome.rule,
    penalty: penalty > 0 && penaltyDie !== null ? { points: penalty, die: penaltyDie, rule: outcome.reason === 'spee-scuttled' ? 'GS-8.4' : 'GS-8.3' } : null,
  };
}
