import { retryability } from './errors';

/** How the SDK retries a request that may succeed later (429, 502, 503, 504, ERR_CONTENDED, a dropped connection). */
export interface RetryOptions {
  /** Tries in all, the first included; 1 turns retrying off. Default 5. */
  readonly attempts?: number;
  /** The first pause; each further pause doubles, with jitter. Default 250 ms. */
  readonly baseDelayMs?: number;
  /** No pause is longer, whatever `Retry-After` says. Default 30 s. */
  readonly maxDelayMs?: number;
}

export const DEFAULT_RETRY: Required<RetryOptions> = { attempts: 5, baseDelayMs: 250, maxDelayMs: 30_000 };

/**
 * `idempotent` requests (reads, and commands, whose commandId makes a repeat harmless) are retried after a dropped
 * connection or a gateway's 502/504 too; the others only when the API answered that nothing was done.
 */
export interface RetryContext {
  readonly idempotent: boolean;
  /** Waits; replaced in tests. */
  readonly sleep?: (ms: number) => Promise<void>;
  readonly random?: () => number;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The pause before try `attempt + 1` (attempt counts from 1): Retry-After when given, else exponential with jitter. */
export function retryDelay(attempt: number, options: Required<RetryOptions>, retryAfterMs: number | undefined, random: () => number): number {
  if (retryAfterMs !== undefined) return Math.min(options.maxDelayMs, Math.max(0, retryAfterMs));
  const exponential = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

/** Runs `action` until it succeeds, fails for good, or the tries run out (then the last error is thrown). */
export async function withRetry<T>(action: () => Promise<T>, options: RetryOptions | undefined, context: RetryContext): Promise<T> {
  const settings = { ...DEFAULT_RETRY, ...options };
  const wait = context.sleep ?? sleep;
  const random = context.random ?? Math.random;
  for (let attempt = 1; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      const { retryable, answered } = retryability(error);
      if (!retryable || (!answered && !context.idempotent) || attempt >= settings.attempts) throw error;
      const retryAfterMs = (error as { retryAfterMs?: number }).retryAfterMs;
      await wait(retryDelay(attempt, settings, retryAfterMs, random));
    }
  }
}

/** `Retry-After` as milliseconds: delay-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now: () => number = Date.now): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now());
}
