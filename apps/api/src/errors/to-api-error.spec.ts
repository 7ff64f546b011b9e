import { BadRequestException, HttpException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { ApiError } from './api-error';
import { toApiError } from './to-api-error';

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const error = ApiError.of('ERR_SEAT_TAKEN', 'role', 'taken');
    expect(toApiError(error)).toEqual({ error, internal: false });
  });

  it.each([
    ['bad JSON from the body parser', new BadRequestException('Unexpected token', { cause: Object.assign(new SyntaxError('x'), { type: 'entity.parse.failed' }) }), 'ERR_BAD_JSON', 400],
    ['a body over the limit', new PayloadTooLargeException(), 'ERR_PAYLOAD_TOO_LARGE', 413],
    ['an unknown route', new NotFoundException('Cannot GET /x'), 'ERR_ROUTE_NOT_FOUND', 404],
    ['a rate limit', new HttpException('Too Many Requests', 429), 'ERR_RATE_LIMITED', 429],
    ['an unsupported charset', new HttpException('unsupported charset', 415, { cause: { type: 'charset.unsupported' } }), 'ERR_UNSUPPORTED_MEDIA_TYPE', 415],
    ['a failed readiness check', new HttpException('Service Unavailable', 503), 'ERR_NOT_READY', 503],
    ['another client error', new HttpException('Method Not Allowed', 405), 'ERR_BAD_REQUEST', 400],
  ])('maps %s', (_name, exception, code, status) => {
    expect(toApiError(exception)).toMatchObject({ error: { code, status }, internal: false });
  });

  it('hides the details of a server fault', () => {
    const { error, internal } = toApiError(new TypeError("Cannot read properties of undefined (reading 'speeHex')"));
    expect(internal).toBe(true);
    expect(error.toBody()).toEqual({ code: 'ERR_INTERNAL', rule: 'server', message: 'the server failed to handle this request; the fault has been logged', status: 500 });
  });
});
