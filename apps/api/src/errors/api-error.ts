import type { RuleError } from '@wargames/engine';
import { statusOf, type ErrorCode } from './error-codes';

/** The body of every REST error and the `extensions` of every GraphQL error. */
export interface ErrorBody {
  readonly code: string;
  /** The rule paragraph (GS-4.1, AR-6.2) or the request field that was wrong. */
  readonly rule: string;
  readonly message: string;
  readonly status: number;
}

/**
 * A refused request: a rule error from a game or a service-level refusal. Its message is shown to the caller, so it
 * must never hold a fact hidden from the caller. `extensions` makes graphql-js copy code, rule and status into
 * every GraphQL error built from it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly extensions: { code: string; rule: string; status: number };
  /** HTTP headers the answer carries (Retry-After and RateLimit fields of a 429), over REST and GraphQL alike. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    readonly code: string,
    readonly rule: string,
    message: string,
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = statusOf(code);
    this.extensions = { code, rule, status: this.status };
    this.headers = headers;
  }

  static of(code: ErrorCode, rule: string, message: string): ApiError {
    return new ApiError(code, rule, message);
  }

  /** ERR_RATE_LIMITED with the headers that say which limit and how long to wait. */
  static rateLimited(rule: string, message: string, headers: Readonly<Record<string, string>>): ApiError {
    return new ApiError('ERR_RATE_LIMITED', rule, message, headers);
  }

  /** A game's RuleError, with its own code and rule id. */
  static fromRule(error: RuleError): ApiError {
    return new ApiError(error.code, error.rule, error.message);
  }

  toBody(): ErrorBody {
    return { code: this.code, rule: this.rule, message: this.message, status: this.status };
  }
}
