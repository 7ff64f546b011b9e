import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';

/** The REST error body, documented once. */
export const ERROR_BODY_SCHEMA = {
  type: 'object',
  required: ['code', 'rule', 'message', 'status'],
  properties: {
    code: { type: 'string', example: 'ERR_STALE_VERSION', description: 'Stable error code (see the table in the API description).' },
    rule: { type: 'string', example: 'expectedVersion', description: 'The rule paragraph (GS-4.1, AR-6.2) or the request field that was wrong.' },
    message: { type: 'string', description: 'Human explanation; never holds a fact hidden from the caller.' },
    status: { type: 'integer', example: 409, description: 'The HTTP status, repeated.' },
  },
};

/** Documents the error statuses an operation may answer with. */
export function ApiErrorResponses(...statuses: number[]): MethodDecorator & ClassDecorator {
  const descriptions: Record<number, string> = {
    400: 'Bad input: ERR_BAD_JSON, ERR_BAD_REQUEST, ERR_MALFORMED_COMMAND, ERR_MALFORMED_OPTIONS, ERR_MALFORMED_RECORD',
    401: 'ERR_UNAUTHENTICATED: malformed Authorization header, or a token without a seat in this game',
    403: 'ERR_NOT_A_PLAYER or ERR_PERSPECTIVE_FORBIDDEN',
    404: 'ERR_GAME_NOT_FOUND, ERR_UNKNOWN_GAME_TYPE or ERR_UNKNOWN_ROLE',
    409: 'ERR_STALE_VERSION, ERR_SEAT_TAKEN, ERR_COMMAND_ID_REUSED, ERR_CONTENDED, ERR_GAME_OVER or ERR_GAME_NOT_ENDED',
    413: 'ERR_PAYLOAD_TOO_LARGE',
    422: "The rules refuse it: the game's own code (ERR_NOT_YOUR_TURN, ERR_HEX_NOT_ADJACENT, …) and rule id, or ERR_ILLEGAL_RECORD",
    429: 'ERR_RATE_LIMITED',
  };
  return applyDecorators(
    ...[...statuses, 429].map((status) => ApiResponse({ status, description: descriptions[status] ?? 'Error', schema: ERROR_BODY_SCHEMA })),
  );
}
