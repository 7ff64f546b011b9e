/**
 * Every error code the service sends, with its HTTP status. GraphQL carries the same code in `extensions.code`
 * and the status in `extensions.status`. The README's error table is this list.
 */
export const ERROR_STATUS = {
  ERR_BAD_JSON: 400,
  ERR_BAD_REQUEST: 400,
  ERR_MALFORMED_OPTIONS: 400,
  ERR_MALFORMED_COMMAND: 400,
  ERR_MALFORMED_RECORD: 400,
  ERR_QUERY_TOO_COMPLEX: 400,
  ERR_UNAUTHENTICATED: 401,
  ERR_NOT_A_PLAYER: 403,
  ERR_PERSPECTIVE_FORBIDDEN: 403,
  ERR_GAME_NOT_FOUND: 404,
  ERR_UNKNOWN_GAME_TYPE: 404,
  ERR_UNKNOWN_ROLE: 404,
  ERR_ROUTE_NOT_FOUND: 404,
  ERR_NOT_ACCEPTABLE: 406,
  ERR_SEAT_TAKEN: 409,
  ERR_INVITE_USED: 409,
  ERR_STALE_VERSION: 409,
  ERR_COMMAND_ID_REUSED: 409,
  ERR_CONTENDED: 409,
  ERR_GAME_OVER: 409,
  ERR_GAME_NOT_ENDED: 409,
  ERR_OPPONENT_SEATED: 409,
  ERR_OPPONENT_NOT_IDLE: 409,
  ERR_PAYLOAD_TOO_LARGE: 413,
  ERR_UNSUPPORTED_MEDIA_TYPE: 415,
  ERR_RULE_VIOLATION: 422,
  ERR_ILLEGAL_RECORD: 422,
  ERR_RATE_LIMITED: 429,
  ERR_INTERNAL: 500,
  ERR_NOT_READY: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** What each code means, for the README and the OpenAPI description. */
export const ERROR_MEANING: Record<ErrorCode, string> = {
  ERR_BAD_JSON: 'the request body is not valid JSON',
  ERR_BAD_REQUEST: 'a request field is missing or wrong (`rule` names the field)',
  ERR_MALFORMED_OPTIONS: "the game options do not match the game's options schema",
  ERR_MALFORMED_COMMAND: "the command does not match the game's command schema",
  ERR_MALFORMED_RECORD: 'the imported record is not a game record',
  ERR_QUERY_TOO_COMPLEX: 'the GraphQL query is too deep or too complex',
  ERR_UNAUTHENTICATED: 'the Authorization header is malformed, or its token holds no seat in this game',
  ERR_NOT_A_PLAYER: 'only a seated player may do this (send the seat token)',
  ERR_PERSPECTIVE_FORBIDDEN: 'this perspective is not open to the caller (others’ seats and omniscient only after the end)',
  ERR_GAME_NOT_FOUND: 'no game has this id',
  ERR_UNKNOWN_GAME_TYPE: 'no game type has this id',
  ERR_UNKNOWN_ROLE: 'the game has no such seat',
  ERR_ROUTE_NOT_FOUND: 'no such endpoint',
  ERR_NOT_ACCEPTABLE: 'the requested response format is not offered',
  ERR_SEAT_TAKEN: 'the seat has been claimed already',
  ERR_INVITE_USED: 'the invite has been used already, or is not one of this seat',
  ERR_STALE_VERSION: 'expectedVersion is not the game’s current version: reload and decide again',
  ERR_COMMAND_ID_REUSED: 'this commandId was used in this game by another seat, or for a different command',
  ERR_CONTENDED: 'too many concurrent writers on this game: retry the same command',
  ERR_GAME_OVER: 'the game has ended',
  ERR_GAME_NOT_ENDED: 'only possible once the game has ended',
  ERR_OPPONENT_SEATED: 'a game is called off (abort) only while another seat waits for its player: resign instead',
  ERR_OPPONENT_NOT_IDLE: 'the win is claimed (claim-victory) only once the game has waited long enough for a person at the other seat to move',
  ERR_PAYLOAD_TOO_LARGE: 'the request body is larger than the configured limit',
  ERR_UNSUPPORTED_MEDIA_TYPE: 'send the body as application/json',
  ERR_RULE_VIOLATION: 'the rules refuse the command; any other `ERR_…` code from a game is sent with this status',
  ERR_ILLEGAL_RECORD: 'a step of the imported record is refused by the rules or does not give the recorded events',
  ERR_RATE_LIMITED: 'too many requests from this address, commands from this seat, or live feeds open: wait (Retry-After) and retry',
  ERR_INTERNAL: 'a fault of the server (never caused by input)',
  ERR_NOT_READY: 'the database does not answer',
};

/** The status for a code, including a game's own rule codes (`ERR_HEX_NOT_ADJACENT` → 422). */
export function statusOf(code: string): number {
  return code in ERROR_STATUS ? ERROR_STATUS[code as ErrorCode] : ERROR_STATUS.ERR_RULE_VIOLATION;
}
