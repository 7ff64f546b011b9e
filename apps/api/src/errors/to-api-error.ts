import { HttpException } from '@nestjs/common';
import { isConnectionLoss, StoreUnavailableError } from '@wargames/event-store';
import { ApiError } from './api-error';

/**
 * Any thrown value as the error the caller receives. Known refusals keep their code; framework errors from bad
 * input (bad JSON, too large, unknown route, rate limit) get theirs; anything else is a server fault whose details
 * stay in the log (`internal` is then true).
 */
export function toApiError(exception: unknown): { error: ApiError; internal: boolean } {
  if (exception instanceof ApiError) return { error: exception, internal: false };
  if (exception instanceof StoreUnavailableError || isConnectionLoss(exception)) {
    // Retryable: a command sent again under the same commandId is stored once, whether or not the first got in.
    const message = 'the database does not answer: retry shortly (a command sent again under the same commandId is stored once)';
    return { error: new ApiError('ERR_NOT_READY', 'database', message, { 'Retry-After': '1' }), internal: false };
  }
  const refusal = frameworkRefusal(exception);
  if (refusal) {
    const { status, message, causeType, badJson } = refusal;
    if (badJson || causeType === 'entity.parse.failed') {
      return { error: ApiError.of('ERR_BAD_JSON', 'body', 'the request body is not valid JSON'), internal: false };
    }
    if (status === 413) return { error: ApiError.of('ERR_PAYLOAD_TOO_LARGE', 'body', 'the request body is larger than the limit'), internal: false };
    if (status === 415 || causeType === 'encoding.unsupported' || causeType === 'charset.unsupported') {
      return { error: ApiError.of('ERR_UNSUPPORTED_MEDIA_TYPE', 'Content-Type', 'send the body as application/json in UTF-8'), internal: false };
    }
    if (status === 404) return { error: ApiError.of('ERR_ROUTE_NOT_FOUND', 'path', 'no such endpoint; see /api/openapi.json'), internal: false };
    if (status === 429) return { error: ApiError.of('ERR_RATE_LIMITED', 'rate', 'too many requests: wait and retry'), internal: false };
    if (status === 406) return { error: ApiError.of('ERR_NOT_ACCEPTABLE', 'Accept', 'this response format is not offered'), internal: false };
    if (status === 503) return { error: ApiError.of('ERR_NOT_READY', 'database', 'the database does not answer'), internal: false };
    if (status >= 400 && status < 500) {
      return { error: ApiError.of('ERR_BAD_REQUEST', 'request', status === 400 ? message : `bad request (${status})`), internal: false };
    }
  }
  return { error: ApiError.of('ERR_INTERNAL', 'server', 'the server failed to handle this request; the fault has been logged'), internal: true };
}

interface FrameworkRefusal {
  readonly status: number;
  readonly message: string;
  readonly causeType: unknown;
  readonly badJson: boolean;
}

/**
 * A refusal by Nest (an HttpException) or by Fastify before any handler ran (an error with a 4xx `statusCode` and an
 * `FST_…` code, or the SyntaxError of its JSON parser with status 400).
 */
function frameworkRefusal(exception: unknown): FrameworkRefusal | undefined {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const cause = (exception as { cause?: { type?: unknown } }).cause;
    const causeType = cause && typeof cause === 'object' ? cause.type : undefined;
    return { status, message: exception.message, causeType, badJson: status === 400 && cause instanceof SyntaxError };
  }
  if (!(exception instanceof Error)) return undefined;
  const { statusCode, code } = exception as Error & { statusCode?: unknown; code?: unknown };
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return undefined;
  if (!(exception instanceof SyntaxError) && !(typeof code === 'string' && code.startsWith('FST_'))) return undefined;
  return { status: statusCode, message: exception.message, causeType: undefined, badJson: exception instanceof SyntaxError };
}
