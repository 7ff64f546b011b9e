import type { Outcome, Role } from '@wargames/engine';
import type { MatchResult } from '../play-match';

/** What a balance report keeps of one game. */
export interface GameSummary {
  readonly winner: Role | null;
  /** `outcome.reason`, or `unfinished` when the command limit stopped the game. */
  readonly reason: string;
  readonly commands: number;
  /** The turn the game ended on (Graf Spee's turn counter, Arras's turn marker). */
  readonly turns: number;
  /** Graf Spee: the German's final score; Arras: the turn marker at the end (AR-8.6 moves it). */
  readonly measure: number;
  readonly thinkingMs: Readonly<Record<Role, number>>;
  readonly decisions: Readonly<Record<Role, number>>;
  readonly slowestMs: Readonly<Record<Role, number>>;
}

/** The per-game figure each game's report shows. */
export const MEASURE_NAME: Readonly<Record<string, string>> = { 'graf-spee': 'final German score', arras: 'turn marker at the end' };

export function summarize(gameType: string, result: MatchResult): GameSummary {
  const state = result.finalState as { turn?: number; score?: number };
  const outcome: Outcome | null = result.outcome;
  const turns = state.turn ?? 0;
  return {
    winner: outcome?.winner ?? null,
    reason: outcome?.reason ?? 'unfinished',
    commands: result.commands,
    turns,
    measure: gameType === 'graf-spee' ? (state.score ?? 0) : turns,
    thinkingMs: result.thinkingMs,
    decisions: result.decisions,
    slowestMs: result.slowestMs,
  };
}
