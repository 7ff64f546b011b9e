import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApiError } from '../errors/api-error';

/**
 * A GraphQL request refused for rate (the address ceiling, a seat's commands) answers HTTP 429 with Retry-After and
 * the RateLimit fields, as REST does, rather than 200 with an error inside.
 */
export function rateLimitStatusPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, errors }) {
          const limited = (errors ?? []).map((error) => unwrapResolverError(error)).find((error) => error instanceof ApiError && error.status === 429);
          if (!(limited instanceof ApiError)) return;
          response.http.status = 429;
          for (const [name, value] of Object.entries(limited.headers)) response.http.headers.set(name.toLowerCase(), value);
        },
      };
    },
  };
}
