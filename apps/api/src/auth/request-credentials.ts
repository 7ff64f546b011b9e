import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';

/** The part of a request that says who is asking, for REST, GraphQL over HTTP and GraphQL over graphql-ws alike. */
export interface RequestLike {
  readonly headers: Record<string, string | string[] | undefined>;
  readonly ip?: string | undefined;
  readonly query?: Record<string, unknown>;
  readonly params?: Record<string, string>;
}

export function requestOf(context: ExecutionContext): RequestLike {
  if (context.getType<string>() === 'graphql') {
    return (GqlExecutionContext.create(context).getContext<{ req: RequestLike }>().req ?? { headers: {} }) as RequestLike;
  }
  return context.switchToHttp().getRequest<RequestLike>();
}

export function authorizationHeader(request: RequestLike): string | undefined {
  const value = request.headers['authorization'];
  return Array.isArray(value) ? value[0] : value;
}
