/** One limit as the 429 answer describes it. */
export interface RateLimitState {
  /** The policy's name, e.g. "seat-commands". */
  readonly policy: string;
  /** How much the policy allows: requests in a window, a bucket's size, or open streams at once. */
  readonly quota: number;
  /** The window in seconds; left out for a limit on things open at once. */
  readonly windowSeconds?: number;
  /** What is left now (0 when refused). */
  readonly remaining: number;
  /** Seconds until there is more; left out when that depends on the client (closing a stream). */
  readonly resetSeconds?: number;
  /** Seconds a client should wait before trying again. */
  readonly retryAfterSeconds: number;
}

/**
 * The headers of a 429 answer: Retry-After (RFC 9110) and the RateLimit-Policy and RateLimit fields of the IETF
 * httpapi draft (draft-ietf-httpapi-ratelimit-headers), both Structured Field lists of one item: the policy's name
 * with `q` (quota) and `w` (window, seconds), and with `r` (remaining) and `t` (seconds until reset).
 */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  const name = `"${state.policy.replace(/[^a-z0-9-]/g, '')}"`;
  const policy = [name, `q=${whole(state.quota)}`, ...(state.windowSeconds !== undefined ? [`w=${whole(state.windowSeconds)}`] : [])];
  const current = [name, `r=${whole(state.remaining)}`, ...(state.resetSeconds !== undefined ? [`t=${whole(state.resetSeconds)}`] : [])];
  return {
    'Retry-After': String(Math.max(1, whole(state.retryAfterSeconds))),
    'RateLimit-Policy': policy.join(';'),
    RateLimit: current.join(';'),
  };
}

/** Structured Field integers: whole, not negative; seconds round up so a client never retries too early. */
function whole(value: number): number {
  return Math.max(0, Math.ceil(value));
}
