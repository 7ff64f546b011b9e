import type { RequestLike } from '../auth/request-credentials';

/** What every resolver gets: a request-like object, from HTTP or from a graphql-ws connection. */
export interface GraphqlContext {
  readonly req: RequestLike;
  readonly transport: 'http' | 'ws';
}

interface HttpContextInput {
  readonly req: RequestLike;
}

interface WsContextInput {
  readonly connectionParams?: Readonly<Record<string, unknown>>;
  readonly extra?: { readonly request?: { readonly socket?: { readonly remoteAddress?: string } } };
}

/**
 * Builds the context. Over graphql-ws (browsers cannot set headers on a WebSocket) the token comes from the
 * connection's `connectionParams.authorization`, e.g. `{ authorization: 'Bearer <token>' }`.
 */
export function graphqlContext(input: HttpContextInput | WsContextInput): GraphqlContext {
  if ('req' in input && input.req) return { req: input.req, transport: 'http' };
  const ws = input as WsContextInput;
  const params = ws.connectionParams ?? {};
  const authorization = params['authorization'] ?? params['Authorization'];
  return {
    req: {
      // A value that is not a string is kept (as text) so that it is refused as a malformed header, not read as no token.
      headers: { authorization: authorization === undefined || authorization === null ? undefined : String(authorization) },
      ip: ws.extra?.request?.socket?.remoteAddress,
    },
    transport: 'ws',
  };
}
