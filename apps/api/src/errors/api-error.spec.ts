import { CommonErrors, ruleError } from '@wargames/engine';
import { GraphQLError } from 'graphql';
import { ApiError } from './api-error';
import { ERROR_MEANING, ERROR_STATUS, statusOf } from './error-codes';

describe('ApiError', () => {
  it('keeps a game rule error’s code and rule id, with 422 for a rule violation', () => {
    const error = ApiError.fromRule(ruleError('ERR_HEX_NOT_ADJACENT', 'GS-4.1', 'B3 is not next to A1'));
    expect(error.toBody()).toEqual({ code: 'ERR_HEX_NOT_ADJACENT', rule: 'GS-4.1', message: 'B3 is not next to A1', status: 422 });
  });

  it('maps the engine’s common codes to client-error statuses', () => {
    expect(statusOf(CommonErrors.MALFORMED_COMMAND)).toBe(400);
    expect(statusOf(CommonErrors.MALFORMED_OPTIONS)).toBe(400);
    expect(statusOf(CommonErrors.NOT_A_PLAYER)).toBe(403);
    expect(statusOf(CommonErrors.GAME_OVER)).toBe(409);
    expect(statusOf(CommonErrors.NOT_YOUR_TURN)).toBe(422);
  });

  it('gives graphql-js its code, rule and status as extensions', () => {
    const error = new GraphQLError('wrapped', { originalError: ApiError.of('ERR_STALE_VERSION', 'expectedVersion', 'stale') });
    expect(error.extensions).toEqual({ code: 'ERR_STALE_VERSION', rule: 'expectedVersion', status: 409 });
  });

  it('documents every code, and only the internal fault is a 5xx for anything but readiness', () => {
    expect(Object.keys(ERROR_MEANING).sort()).toEqual(Object.keys(ERROR_STATUS).sort());
    const serverErrors = Object.entries(ERROR_STATUS).filter(([, status]) => status >= 500).map(([code]) => code);
    expect(serverErrors.sort()).toEqual(['ERR_INTERNAL', 'ERR_NOT_READY']);
  });
});
