import { Injectable, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { ThrottlerGuard, type ThrottlerModuleOptions, type ThrottlerRequest } from '@nestjs/throttler';
import { authorizationHeader, type RequestLike } from '../auth/request-credentials';
import { hashSeatToken } from '../auth/seat-token';
import type { AppConfig } from '../config/app-config';
import { ApiError } from '../errors/api-error';
import type { GraphqlContext } from '../graphql/graphql-context';

/** The credential a request is counted against in the per-token limit: a hash, never the token itself. */
export function tokenTracker(request: RequestLike): string | undefined {
  const header = authorizationHeader(request);
  const queryToken = request.query?.['access_token'];
  const credential = header ?? (typeof queryToken === 'string' ? queryToken : undefined);
  return credential ? `token:${hashSeatToken(credential)}` : undefined;
}

export function addressTracker(request: RequestLike & { socket?: { remoteAddress?: string } }): string {
  return `address:${request.ip ?? request.socket?.remoteAddress ?? 'unknown'}`;
}

/** Two limits per window: one per client address, one per seat token (requests with a token count against both). */
export function throttlerOptions(config: AppConfig): ThrottlerModuleOptions {
  return {
    throttlers: [
      { name: 'address', ttl: config.rateLimit.windowMs, limit: config.rateLimit.perAddress, getTracker: (request) => addressTracker(request as RequestLike) },
      { name: 'token', ttl: config.rateLimit.windowMs, limit: config.rateLimit.perToken, getTracker: (request) => tokenTracker(request as RequestLike) ?? 'none' },
    ],
  };
}

/** @nestjs/throttler for REST and GraphQL over HTTP, answering ERR_RATE_LIMITED. */
@Injectable()
export class ApiThrottlerGuard extends ThrottlerGuard {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the signature of ThrottlerGuard
  protected override getRequestResponse(context: ExecutionContext): { req: Record<string, any>; res: Record<string, any> } {
    if (context.getType<string>() === 'graphql') {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the signature of ThrottlerGuard
      const request = GqlExecutionContext.create(context).getContext<GraphqlContext>().req as RequestLike & { res?: Record<string, any> };
      return { req: request, res: request.res ?? { header: () => undefined, setHeader: () => undefined } };
    }
    return super.getRequestResponse(context);
  }

  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    // A graphql-ws subscription is one long request on an already counted connection.
    return context.getType<string>() === 'graphql' && GqlExecutionContext.create(context).getContext<GraphqlContext>().transport === 'ws';
  }

  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    if (request.throttler.name === 'token') {
      const { req } = this.getRequestResponse(request.context);
      if (tokenTracker(req as RequestLike) === undefined) return true;
    }
    return super.handleRequest(request);
  }

  /** One budget per token and per address across the whole API, not one per route. */
  protected override generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    return `${throttlerName}|${tracker}`;
  }

  protected override async throwThrottlingException(): Promise<void> {
    throw ApiError.of('ERR_RATE_LIMITED', 'rate', 'too many requests from this token or address: wait and retry');
  }
}
