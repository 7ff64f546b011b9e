import { clientAddress } from '../auth/client-address';
import type { RequestLike } from '../auth/request-credentials';

/** What every resolver gets: a request-like object, from HTTP or from a graphql-ws connection. */
export interface GraphqlContext {
  readonly req: RequestLike;
  readonly transport: 'http' | 'ws';
}

/** Over HTTP, Mercurius hands over Fastify's request (its Node request is `raw`). */
type HttpContextInput = RequestLike & { readonly raw: unknown };

interface WsContextInput {
  readonly connectionParams?: Readonly<Record<string, unknown>>;
  readonly extra?: {
    readonly request?: { readonly socket?: { readonly remoteAddress?: string }; readonly headers?: Readonly<Record<string, string | string[] | undefined>> };
  };
}

/**
 * Builds the context. Over graphql-ws (browsers cannot set headers on a WebSocket) the token comes from the
 * connection's `connectionParams.authorization`, e.g. `{ authorization: 'Bearer <token>' }`, and the client address from
 * its upgrade request (X-Forwarded-For behind `trustedProxies` proxies, as Express reads it for HTTP).
 */
export function graphqlContext(input: HttpContextInput | WsContextInput, trustedProxies = 0): GraphqlContext {
  if ('raw' in input && input.raw) return { req: input, transport: 'http' };
  const ws = input as WsContextInput;
  const params = ws.connectionParams ?? {};
  const authorization = params['authorization'] ?? params['Authorization'];
  return {
    req: {
      // A value that is not a string is kept (as text) so that it is refused as a malformed header, not read as no token.
      headers: { authorization: authorization === undefined || authorization === null ? undefined : String(authorization) },
      ip: clientAddress(ws.extra?.request?.socket?.remoteAddress, ws.extra?.request?.headers?.['x-forwarded-for'], trustedProxies),
    },
    transport: 'ws',
  };
}
