import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorBodyModel } from './error-body.model';

/** The headers of a 429 answer (RFC 9110 Retry-After; RateLimit and RateLimit-Policy of the IETF httpapi draft). */
export const RATE_LIMIT_HEADERS = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
  RateLimit: { description: 'The limit that was reached, e.g. `"seat-commands";r=0;t=1` (r: what is left, t: seconds until there is more).', schema: { type: 'string' } },
  'RateLimit-Policy': { description: 'Its policy, e.g. `"seat-commands";q=20;w=4` (q: quota, w: window in seconds).', schema: { type: 'string' } },
} as const;

const DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input: ERR_BAD_JSON, ERR_BAD_REQUEST, ERR_MALFORMED_COMMAND, ERR_MALFORMED_OPTIONS, ERR_MALFORMED_RECORD',
  401: 'ERR_UNAUTHENTICATED: malformed Authorization header, or a token without a seat in this game',
  403: 'ERR_NOT_A_PLAYER or ERR_PERSPECTIVE_FORBIDDEN',
  404: 'ERR_GAME_NOT_FOUND, ERR_UNKNOWN_GAME_TYPE or ERR_UNKNOWN_ROLE',
  409: 'ERR_STALE_VERSION, ERR_SEAT_TAKEN, ERR_INVITE_USED, ERR_COMMAND_ID_REUSED, ERR_CONTENDED, ERR_GAME_OVER, ERR_GAME_NOT_ENDED, ERR_OPPONENT_SEATED or ERR_OPPONENT_NOT_IDLE',
  413: 'ERR_PAYLOAD_TOO_LARGE',
  415: 'ERR_UNSUPPORTED_MEDIA_TYPE',
  422: "The rules refuse it: the game's own code (ERR_NOT_YOUR_TURN, ERR_HEX_NOT_ADJACENT, …) and rule id, or ERR_ILLEGAL_RECORD",
  429: 'ERR_RATE_LIMITED: too many requests from this address, commands from this seat, or open live feeds',
};

/** Documents the error statuses an operation may answer with; every operation may answer 429. */
export function ApiErrorResponses(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) => ApiResponse({ status, description: DESCRIPTIONS[status] ?? 'Error', type: ErrorBodyModel })),
    ApiResponse({ status: 429, description: DESCRIPTIONS[429] as string, type: ErrorBodyModel, headers: RATE_LIMIT_HEADERS }),
  );
}
