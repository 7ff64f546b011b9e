import type { FastifyReply } from 'fastify';
import { ApiError } from '../errors/api-error';
import type { LiveEvent } from '../live/live-feed';
import { openRawResponse } from './raw-response';

const HEARTBEAT_MS = 15_000;

/** One SSE message; data is a single JSON line, so it never needs splitting. */
export function sseMessage(event: string, data: unknown, id?: number): string {
  return `${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Writes a live feed as Server-Sent Events until the game ends (then `event: end`) or the client leaves.
 * Comments keep idle proxies from closing the connection.
 */
export async function streamLiveEvents(feed: AsyncIterableIterator<LiveEvent>, reply: FastifyReply): Promise<void> {
  const response = openRawResponse(reply, 200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  response.flushHeaders();
  response.write('retry: 3000\n: connected\n\n');
  const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
  // The response closes when the client goes away (the request's own 'close' only says its body was read).
  const leave = () => void feed.return?.();
  response.on('close', leave);
  try {
    for await (const event of feed) {
      // A draining replica ends the stream itself (the client reconnects elsewhere and resumes).
      if (response.writableEnded) break;
      response.write(sseMessage('game-event', event, event.seq));
    }
    if (!response.writableEnded) response.write(sseMessage('end', {}));
  } catch (error) {
    const body = error instanceof ApiError ? error.toBody() : { code: 'ERR_INTERNAL', rule: 'server', message: 'the live feed failed', status: 500 };
    if (!response.writableEnded) response.write(sseMessage('error', body));
  } finally {
    clearInterval(heartbeat);
    response.off('close', leave);
    if (!response.writableEnded) response.end();
  }
}
