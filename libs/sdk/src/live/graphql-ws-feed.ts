import { createClient } from 'graphql-ws/client';
import { WargamesApiError, WargamesNetworkError } from '../errors';
import { GameEventsDocument, type GameEventsSubscription } from '../generated/graphql';
import type { LiveMessage, OpenFeed } from './live-message';

/** A WebSocket class: the browser's, or `ws` in Node 20 (which has no global WebSocket). */
export type WebSocketConstructor = new (url: string, protocols?: string | string[]) => unknown;

/** http(s)://host → ws(s)://host/graphql */
export function graphqlWsUrl(baseUrl: string): string {
  const url = new URL('graphql', `${baseUrl}/`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** One graphql-ws subscription to `gameEvents`, without graphql-ws's own retries (the live loop resumes by seq). */
export function graphqlWsFeed(options: {
  baseUrl: string;
  gameId: string;
  token?: string | undefined;
  webSocket: WebSocketConstructor;
  /** Ask for the caller's view and legal commands with the last event of each push. */
  withPosition?: boolean;
}): OpenFeed {
  return (afterSeq, signal, attempt) => ({
    async *[Symbol.asyncIterator](): AsyncGenerator<LiveMessage> {
      const client = createClient({
        url: graphqlWsUrl(options.baseUrl),
        webSocketImpl: options.webSocket,
        connectionParams: options.token ? { authorization: `Bearer ${options.token}` } : {},
        retryAttempts: 0,
        lazy: true,
        on: { connected: () => (attempt.connected = true) },
      });
      const stop = () => void client.dispose();
      signal.addEventListener('abort', stop);
      try {
        const results = client.iterate<GameEventsSubscription, Record<string, unknown>>({
          query: GameEventsDocument.toString(),
          variables: { gameId: options.gameId, ...(afterSeq !== undefined ? { afterSeq } : {}), ...(options.withPosition ? { withPosition: true } : {}) },
        });
        try {
          for await (const result of results) {
            const error = result.errors?.[0];
            if (error) throw apiErrorOf(error);
            if (result.data) yield result.data.gameEvents as LiveMessage;
          }
        } catch (error) {
          throw signal.aborted ? error : liveErrorOf(error);
        }
      } finally {
        signal.removeEventListener('abort', stop);
        await client.dispose();
      }
    },
  });
}

function apiErrorOf(error: { message?: string; extensions?: Record<string, unknown> }): WargamesApiError {
  const extensions = error.extensions ?? {};
  const status = typeof extensions['status'] === 'number' ? (extensions['status'] as number) : 400;
  return WargamesApiError.from({ ...extensions, message: error.message }, status);
}

/** graphql-ws rejects with the server's errors (an array), a CloseEvent, or an Error. */
function liveErrorOf(error: unknown): Error {
  if (error instanceof WargamesApiError) return error;
  if (Array.isArray(error) && error[0] && typeof error[0] === 'object') return apiErrorOf(error[0] as { message?: string; extensions?: Record<string, unknown> });
  if (error && typeof error === 'object' && 'code' in error && 'reason' in error) {
    const close = error as { code: number; reason: string };
    return new WargamesNetworkError(`the live connection closed (${close.code}${close.reason ? `: ${close.reason}` : ''})`, { cause: error });
  }
  return new WargamesNetworkError(`the live connection failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
}
