/** The body of every REST error and the `extensions` of every GraphQL error the API sends. */
export interface ApiErrorBody {
  readonly code: string;
  readonly rule: string;
  readonly message: string;
  readonly status: number;
}

/**
 * A request the API refused. `code` is the API's (`ERR_NOT_YOUR_TURN`, `ERR_STALE_VERSION`, …), `rule` the rule
 * paragraph (`GS-4.1`) or the request field that was wrong, `status` the HTTP status.
 */
export class WargamesApiError extends Error implements ApiErrorBody {
  override readonly name = 'WargamesApiError';

  constructor(
    readonly code: string,
    readonly rule: string,
    message: string,
    readonly status: number,
    /** How long the API asked to wait before retrying (from `Retry-After`), in milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  /** An error from whatever the API answered; a body that is not an API error still gives a typed error. */
  static from(body: unknown, status: number, retryAfterMs?: number): WargamesApiError {
    const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const text = (key: string): string | undefined => (typeof fields[key] === 'string' ? (fields[key] as string) : undefined);
    const declared = typeof fields['status'] === 'number' ? (fields['status'] as number) : status;
    return new WargamesApiError(
      text('code') ?? `ERR_HTTP_${status}`,
      text('rule') ?? 'http',
      text('message') ?? `the API answered HTTP ${status}`,
      declared,
      retryAfterMs,
    );
  }
}

/** The API could not be reached, or the connection broke before an answer. */
export class WargamesNetworkError extends Error {
  override readonly name = 'WargamesNetworkError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Codes that say nothing was changed and the same request may succeed later. */
const RETRYABLE_CODES = new Set(['ERR_RATE_LIMITED', 'ERR_NOT_READY', 'ERR_CONTENDED']);

/**
 * A gateway's answers (a load balancer in front of the replicas): 502, the replica it asked closed the connection; 504,
 * it did not answer in time. The request may have been applied before that, as with a dropped connection.
 */
const GATEWAY_STATUSES = new Set([502, 504]);

/**
 * Whether trying the same request again may succeed: rate limited (429), not ready (503), contended, a gateway's 502 or
 * 504 (a replica restarting), or a network failure. `answered` is false when the request may or may not have been
 * applied (a network failure, 502, 504): only idempotent requests are tried again then.
 */
export function retryability(error: unknown): { retryable: boolean; answered: boolean } {
  if (error instanceof WargamesNetworkError) return { retryable: true, answered: false };
  if (error instanceof WargamesApiError) {
    if (GATEWAY_STATUSES.has(error.status)) return { retryable: true, answered: false };
    return { retryable: error.status === 429 || error.status === 503 || RETRYABLE_CODES.has(error.code), answered: true };
  }
  return { retryable: false, answered: true };
}
