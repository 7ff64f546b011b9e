import type { Messages } from 'next-intl';

export type ApiErrorKey = keyof Messages['ApiErrors'];

/**
 * The API's service error codes (README "Errors" table), each with the app's own translated message in the
 * `ApiErrors` namespace: the API's messages stay English, the app speaks the reader's language. A game's own rule
 * codes (ERR_NOT_YOUR_TURN, …, sent with 422) are told as a rule violation with their rule id linked.
 */
export const API_ERROR_MESSAGES = {
  ERR_BAD_JSON: 'BAD_JSON',
  ERR_BAD_REQUEST: 'BAD_REQUEST',
  ERR_MALFORMED_OPTIONS: 'MALFORMED_OPTIONS',
  ERR_MALFORMED_COMMAND: 'MALFORMED_COMMAND',
  ERR_MALFORMED_RECORD: 'MALFORMED_RECORD',
  ERR_QUERY_TOO_COMPLEX: 'QUERY_TOO_COMPLEX',
  ERR_UNAUTHENTICATED: 'UNAUTHENTICATED',
  ERR_NOT_A_PLAYER: 'NOT_A_PLAYER',
  ERR_PERSPECTIVE_FORBIDDEN: 'PERSPECTIVE_FORBIDDEN',
  ERR_GAME_NOT_FOUND: 'GAME_NOT_FOUND',
  ERR_UNKNOWN_GAME_TYPE: 'UNKNOWN_GAME_TYPE',
  ERR_UNKNOWN_ROLE: 'UNKNOWN_ROLE',
  ERR_ROUTE_NOT_FOUND: 'ROUTE_NOT_FOUND',
  ERR_NOT_ACCEPTABLE: 'NOT_ACCEPTABLE',
  ERR_SEAT_TAKEN: 'SEAT_TAKEN',
  ERR_INVITE_USED: 'INVITE_USED',
  ERR_STALE_VERSION: 'STALE_VERSION',
  ERR_COMMAND_ID_REUSED: 'COMMAND_ID_REUSED',
  ERR_CONTENDED: 'CONTENDED',
  ERR_GAME_OVER: 'GAME_OVER',
  ERR_GAME_NOT_ENDED: 'GAME_NOT_ENDED',
  ERR_OPPONENT_SEATED: 'OPPONENT_SEATED',
  ERR_OPPONENT_NOT_IDLE: 'OPPONENT_NOT_IDLE',
  ERR_PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  ERR_UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  ERR_RULE_VIOLATION: 'RULE_VIOLATION',
  ERR_ILLEGAL_RECORD: 'ILLEGAL_RECORD',
  ERR_RATE_LIMITED: 'RATE_LIMITED',
  ERR_INTERNAL: 'INTERNAL',
  ERR_NOT_READY: 'NOT_READY',
} as const satisfies Record<string, ApiErrorKey>;

/** What the app says of an API error: its message key, and the rule id or field to link (when it is one). */
export interface ToldApiError {
  readonly key: ApiErrorKey;
  readonly code: string;
  readonly rule: string | null;
}

const GAME_RULE = /^(GS|AR)-\d+(\.\d+)?$/;

/** An error thrown by the SDK (WargamesApiError: code, rule, status), a network failure, or anything else. */
export function tellApiError(error: unknown): ToldApiError {
  const { code, rule } = (error ?? {}) as { code?: unknown; rule?: unknown };
  if (typeof code !== 'string') return { key: 'network', code: 'network', rule: null };
  const ruleId = typeof rule === 'string' && rule !== '' ? rule : null;
  const known = (API_ERROR_MESSAGES as Record<string, ApiErrorKey>)[code];
  if (known) return { key: known, code, rule: ruleId };
  // A game's own code names the rule that refused: a rule violation, told with that rule.
  if (ruleId && GAME_RULE.test(ruleId)) return { key: 'RULE_VIOLATION', code, rule: ruleId };
  return { key: 'unknown', code, rule: ruleId };
}
