import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { GqlArgumentsHost } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { IncomingMessage } from 'node:http';
import type { GraphqlContext } from '../graphql/graphql-context';
import { markLogged } from '../logging/logged-faults';
import { requestLogger } from '../logging/logger-options';
import { answerFailure } from './answer-failure';
import { toApiError } from './to-api-error';

/**
 * Answers every REST failure with `{ code, rule, message, status }` and its HTTP status; a bad body sent to
 * /graphql gets a GraphQL-shaped error instead. GraphQL resolver errors are answered by the GraphQL error formatter;
 * a server fault in a resolver is logged here, where its request is known. A fault's line carries the request's
 * fields (id, method, url), as its request line does.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType<string>() === 'graphql') {
      this.logResolverFault(exception, host);
      return exception;
    }
    if (host.getType<string>() !== 'http') return exception;
    answerFailure(exception, host.switchToHttp().getRequest<FastifyRequest>(), host.switchToHttp().getResponse<FastifyReply>());
    return undefined;
  }

  /** What the GraphQL formatter would log as "resolver failed", logged with the request's fields when over HTTP. */
  private logResolverFault(exception: unknown, host: ArgumentsHost): void {
    if (exception instanceof GraphQLError || !toApiError(exception).internal) return;
    const raw = (GqlArgumentsHost.create(host).getContext<GraphqlContext | undefined>()?.req as { raw?: IncomingMessage } | undefined)?.raw;
    const logger = raw && requestLogger(raw);
    if (!logger) return;
    logger.error({ context: 'GraphQL', err: exception }, 'resolver failed');
    markLogged(exception);
  }
}
