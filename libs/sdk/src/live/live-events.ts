import { retryability } from '../errors';
import { DEFAULT_RETRY, retryDelay, sleep, type RetryOptions } from '../retry';
import type { LiveMessage, OpenFeed } from './live-message';

/** `auto`: graphql-ws when a WebSocket class is at hand, and SSE if WebSockets turn out to be blocked. */
export type LiveTransport = 'auto' | 'websocket' | 'sse';

export interface FollowOptions {
  /** Start after this seq. */
  readonly afterSeq: number;
  readonly transport: LiveTransport;
  /** graphql-ws, when a WebSocket class is available. */
  readonly websocket?: OpenFeed | undefined;
  readonly sse: OpenFeed;
  readonly signal?: AbortSignal | undefined;
  /** Pauses between reconnections; `attempts` bounds the failures in a row. */
  readonly retry?: RetryOptions | undefined;
  readonly wait?: (ms: number) => Promise<void>;
  /** Told when a transport connects, and when a dropped connection is about to be tried again. */
  readonly onConnection?: ((state: LiveConnection) => void) | undefined;
}

/** Where following stands: connected, or waiting to connect again after a dropped connection. */
export type LiveConnection = 'connected' | 'reconnecting';

/** A feed's attempt whose `connected`, once the feed sets it, is reported at once. */
function reportingAttempt(onConnected: () => void): { connected: boolean } {
  let connected = false;
  return {
    get connected() {
      return connected;
    },
    set connected(value: boolean) {
      if (value && !connected) onConnected();
      connected = value;
    },
  };
}

/**
 * The events of a game as they happen, until it ends: reconnects after a dropped connection and resumes after the
 * last seq received, so nothing is missed or repeated. In `auto`, a WebSocket that never connects (a proxy that
 * blocks it) hands over to SSE for good.
 */
export async function* followGame(options: FollowOptions): AsyncGenerator<LiveMessage> {
  if (options.transport === 'websocket' && !options.websocket) {
    throw new Error('no WebSocket class: pass `webSocket` to the client (in Node 20: the `ws` package), or use the sse transport');
  }
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  const wait = options.wait ?? sleep;
  const stopAll = new AbortController();
  const onAbort = () => stopAll.abort();
  options.signal?.addEventListener('abort', onAbort);
  let cursor = options.afterSeq;
  let useWebsocket = options.transport !== 'sse' && options.websocket !== undefined;
  let websocketEverConnected = false;
  let failures = 0;
  try {
    for (;;) {
      const attempt = reportingAttempt(() => options.onConnection?.('connected'));
      const open = useWebsocket ? (options.websocket as OpenFeed) : options.sse;
      try {
        for await (const message of open(cursor, stopAll.signal, attempt)) {
          failures = 0;
          if (message.seq <= cursor) continue;
          cursor = message.seq;
          yield message;
        }
        return;
      } catch (error) {
        if (stopAll.signal.aborted) return;
        if (!retryability(error).retryable) throw error;
        if (useWebsocket) websocketEverConnected ||= attempt.connected;
        if (useWebsocket && options.transport === 'auto' && !websocketEverConnected) {
          useWebsocket = false;
          continue;
        }
        failures = attempt.connected ? 1 : failures + 1;
        if (failures >= retry.attempts) throw error;
        options.onConnection?.('reconnecting');
        await wait(retryDelay(failures, retry, (error as { retryAfterMs?: number }).retryAfterMs, Math.random));
      }
    }
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    stopAll.abort();
  }
}
