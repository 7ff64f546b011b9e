import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { toApiError } from './to-api-error';

/**
 * Answers every REST failure with `{ code, rule, message, status }` and its HTTP status; a bad body sent to
 * /graphql gets a GraphQL-shaped error instead. GraphQL resolver errors are left to the GraphQL error formatter.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType<string>() !== 'http') return exception;
    const request = host.switchToHttp().getRequest<Request>();
    const response = host.switchToHttp().getResponse<Response>();
    const { error, internal } = toApiError(exception);
    if (internal) this.logger.error({ err: exception, method: request.method, path: request.path }, 'request failed');
    if (response.headersSent) {
      if (!response.writableEnded) response.end();
      return undefined;
    }
    response.set(error.headers);
    if (request.path === '/graphql' || request.path.startsWith('/graphql/')) {
      response.status(error.status).json({ errors: [{ message: error.message, extensions: error.extensions }] });
    } else {
      response.status(error.status).json(error.toBody());
    }
    return undefined;
  }
}
