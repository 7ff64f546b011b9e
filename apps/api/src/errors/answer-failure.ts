import { Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLogger } from '../logging/logger-options';
import { pathOf, sendApiError } from './send-api-error';
import { toApiError } from './to-api-error';

const fallbackLogger = new Logger('ApiExceptionFilter');

/**
 * Answers a failed HTTP request with its error (`{ code, rule, message, status }`, GraphQL-shaped on /graphql) and
 * logs a server fault with the request's fields (id, method, url), as its request line has them.
 */
export function answerFailure(exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const path = pathOf(request.url);
  const { error, internal } = toApiError(exception);
  if (internal) {
    const logger = requestLogger(request.raw);
    if (logger) logger.error({ context: 'ApiExceptionFilter', err: exception, method: request.method, path }, 'request failed');
    else fallbackLogger.error({ err: exception, method: request.method, path }, 'request failed');
  }
  // A stream that fails after its first bytes can only be cut short.
  if (reply.sent || reply.raw.headersSent) {
    if (!reply.raw.writableEnded) reply.raw.end();
    return;
  }
  sendApiError(reply, path, error);
}
