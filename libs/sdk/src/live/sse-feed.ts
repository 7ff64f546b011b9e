import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { WargamesApiError, WargamesNetworkError } from '../errors';
import type { HttpTransport } from '../http-transport';
import type { LiveMessage, OpenFeed } from './live-message';

/**
 * One Server-Sent Events request to `/api/games/{id}/events`, read with fetch (so the seat token goes in the
 * Authorization header, in Node and in browsers alike). Ends at `event: end`.
 */
export function sseFeed(options: { http: HttpTransport; gameId: string; token?: string | undefined }): OpenFeed {
  return (afterSeq, signal, attempt) => ({
    async *[Symbol.asyncIterator](): AsyncGenerator<LiveMessage> {
      const response = await options.http.send('GET', `api/games/${encodeURIComponent(options.gameId)}/events`, {
        token: options.token,
        query: { afterSeq },
        accept: 'text/event-stream',
        signal,
      });
      attempt.connected = true;
      if (!response.body) throw new WargamesNetworkError('the event stream has no body');
      const pending: EventSourceMessage[] = [];
      const parser = createParser({ onEvent: (message) => pending.push(message) });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      try {
        for (;;) {
          let chunk: Awaited<ReturnType<typeof reader.read>>;
          try {
            chunk = await reader.read();
          } catch (error) {
            if (signal.aborted) throw error;
            throw new WargamesNetworkError('the event stream broke', { cause: error });
          }
          if (chunk.done) throw new WargamesNetworkError('the event stream closed before the game ended');
          parser.feed(decoder.decode(chunk.value, { stream: true }));
          while (pending.length > 0) {
            const message = pending.shift() as EventSourceMessage;
            if (message.event === 'end') return;
            if (message.event === 'error') {
              const body = JSON.parse(message.data) as { status?: number };
              throw WargamesApiError.from(body, typeof body.status === 'number' ? body.status : 500);
            }
            if (message.event === 'game-event') yield JSON.parse(message.data) as LiveMessage;
          }
        }
      } finally {
        await reader.cancel().catch(() => undefined);
      }
    },
  });
}
