import { existsSync, writeFileSync } from 'node:fs';
import { botFor, rngFor, type BotLevel, type SeatKnowledge } from '@wargames/bots';
import type { TypedMessage } from '@wargames/engine';

/**
 * One bot decision, as sent to a worker thread: only what the seat was shown (its view, legal commands and redacted
 * history — never the state) and the names its randomness is seeded from, so the same position gives the same command
 * in any thread.
 */
export interface BotDecision {
  readonly level: BotLevel;
  readonly seat: SeatKnowledge;
  /** `rngFor(...seed)`: the game id, the role and the version decided on. */
  readonly seed: readonly (string | number)[];
  /** Tests only (WARGAMES_BOT_TEST_GATE): spin until this file exists before deciding; see `holdUntilGateOpens`. */
  readonly testGate?: string;
}

/** Marks that a decision is being held at the gate (the file `<gate>.thinking`), so a test knows the bot is busy. */
export const thinkingMarker = (gate: string): string => `${gate}.thinking`;

/**
 * Keeps the thread's CPU busy, as a long search would, until the gate file exists. Synchronous on purpose: in the API's
 * own thread it would stop every request, in a worker it stops nothing else.
 */
function holdUntilGateOpens(gate: string): void {
  writeFileSync(thinkingMarker(gate), '');
  while (!existsSync(gate)) {
    // Busy: no timer and no await, like a search.
  }
}

/** Decides a bot's command (the worker threads' task). */
export function decideBotCommand(decision: BotDecision): TypedMessage {
  const bot = botFor(decision.seat.gameType, decision.level);
  if (!bot) throw new Error(`no ${decision.level} bot for ${decision.seat.gameType}`);
  if (decision.testGate !== undefined) holdUntilGateOpens(decision.testGate);
  return bot.choose(decision.seat, rngFor(...decision.seed));
}
