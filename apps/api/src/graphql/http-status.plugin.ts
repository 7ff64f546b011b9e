import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApiError } from '../errors/api-error';

/**
 * The HTTP status of a GraphQL answer says what its errors say:
 * - a request refused for rate (the address ceiling, a seat's commands) answers 429 with Retry-After and the
 *   RateLimit fields, as REST does, rather than 200 with an error inside;
 * - a request refused as a whole (no `data`) answers the status its first error carries in `extensions.status`
 *   (Apollo itself answers some of those, such as a persisted-query refusal, with 200).
 * An answer with `data` and resolver errors stays 200, as GraphQL over HTTP has it.
 * Every answer is `Cache-Control: no-store` (what Apollo's cache-control plugin concluded when it ran, since nothing in
 * the schema carries a cache hint; the plugin is disabled for its cost on every field).
 */
export function httpStatusPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, errors }) {
          if (!response.http.headers.has('cache-control')) response.http.headers.set('cache-control', 'no-store');
          const limited = (errors ?? []).map((error) => unwrapResolverError(error)).find((error) => error instanceof ApiError && error.status === 429);
          if (limited instanceof ApiError) {
            response.http.status = 429;
            for (const [name, value] of Object.entries(limited.headers)) response.http.headers.set(name.toLowerCase(), value);
            return;
          }
          if (response.body.kind !== 'single' || 'data' in response.body.singleResult) return;
          const status = response.body.singleResult.errors?.[0]?.extensions?.['status'];
          if (typeof status === 'number' && status >= 400 && (response.http.status ?? 200) < 400) response.http.status = status;
        },
      };
    },
  };
}
