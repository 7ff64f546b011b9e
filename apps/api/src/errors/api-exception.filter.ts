import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathOf, sendApiError } from './send-api-error';
import { toApiError } from './to-api-error';

/**
 * Answers every REST failure with `{ code, rule, message, status }` and its HTTP status; a bad body sent to
 * /graphql gets a GraphQL-shaped error instead. GraphQL resolver errors are left to the GraphQL error formatter.
 * Fastify's own refusals of a body (too large, not JSON, of another type) come here too, through Nest's error handler.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType<string>() !== 'http') return exception;
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const path = pathOf(request.url);
    const { error, internal } = toApiError(exception);
    if (internal) this.logger.error({ err: exception, method: request.method, path }, 'request failed');
    // A stream that fails after its first bytes can only be cut short.
    if (reply.sent || reply.raw.headersSent) {
      if (!reply.raw.writableEnded) reply.raw.end();
      return undefined;
    }
    sendApiError(reply, path, error);
    return undefined;
  }
}
