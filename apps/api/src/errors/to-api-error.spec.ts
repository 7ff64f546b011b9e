import { BadRequestException, HttpException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { StoreUnavailableError } from '@wargames/event-store';
import { errorCodes } from 'fastify';
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

  it.each([
    ['a body over the limit', new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), 'ERR_PAYLOAD_TOO_LARGE', 413],
    ['a body of another type', new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE('text/plain'), 'ERR_UNSUPPORTED_MEDIA_TYPE', 415],
    ['bad JSON', Object.assign(new SyntaxError('Unexpected token } in JSON'), { statusCode: 400 }), 'ERR_BAD_JSON', 400],
    ['a body shorter than its Content-Length', new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH(), 'ERR_BAD_REQUEST', 400],
  ])('maps Fastify’s refusal of %s', (_name, exception, code, status) => {
    expect(toApiError(exception)).toMatchObject({ error: { code, status }, internal: false });
  });

  it('does not take an error of its own with a statusCode for a refusal', () => {
    expect(toApiError(Object.assign(new Error('upstream said 404'), { statusCode: 404 }))).toMatchObject({ error: { code: 'ERR_INTERNAL' }, internal: true });
  });

  it.each([
    ['the store', new StoreUnavailableError(new Error('Connection terminated unexpectedly'))],
    ['the driver (pg_terminate_backend)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
  ])('answers a lost database connection from %s with a retryable 503 ERR_NOT_READY', (_name, exception) => {
    const { error, internal } = toApiError(exception);
    expect(internal).toBe(false);
    expect(error.toBody()).toMatchObject({ code: 'ERR_NOT_READY', rule: 'database', status: 503 });
    expect(error.headers).toEqual({ 'Retry-After': '1' });
  });

  it('hides the details of a server fault', () => {
    const { error, internal } = toApiError(new TypeError("Cannot read properties of undefined (reading 'speeHex')"));
    expect(internal).toBe(true);
    expect(error.toBody()).toEqual({ code: 'ERR_INTERNAL', rule: 'server', message: 'the server failed to handle this request; the fault has been logged', status: 500 });
  });
});
