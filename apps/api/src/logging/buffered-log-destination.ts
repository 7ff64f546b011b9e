import { pino, type DestinationStream } from 'pino';

/**
 * The process's log lines are written once this many bytes wait, or every BUFFERED_LOG_FLUSH_MS, instead of a write
 * per line: pino's asynchronous logging (`minLength`). A write per request line cost the API ≈ 3 % of its samples at
 * 16 clients (`writeString` under sonic-boom); rotated `ab-api.ts` rounds on 3 December 2026 gave 2,099 / 2,167 /
 * 2,151 / 2,189 commands/s buffered against 1,986 / 2,052 / 2,066 / 2,146 (docs/performance.md).
 */
export const BUFFERED_LOG_BYTES = 4096;
/** At most this long between a line and its write, however quiet the process. */
export const BUFFERED_LOG_FLUSH_MS = 1_000;

export interface BufferedLogDestination {
  readonly stream: DestinationStream;
  /** Stops the periodic write and writes what waits, synchronously (also done by pino when the process exits). */
  close(): void;
}

/**
 * Standard output (or `dest`) for the service's logs, buffered. What a SIGKILL finds waiting (at most the last
 * second's lines) is lost; an orderly exit, even through an uncaught exception, writes it (pino's exit handler).
 */
export function bufferedLogDestination(dest: number | string = 1, flushMs = BUFFERED_LOG_FLUSH_MS): BufferedLogDestination {
  const stream = pino.destination({ dest, sync: false, minLength: BUFFERED_LOG_BYTES });
  const timer = setInterval(() => stream.flush(), flushMs);
  timer.unref();
  return {
    stream,
    close() {
      clearInterval(timer);
      try {
        stream.flushSync();
      } catch {
        // Not open yet, or closed already: nothing of ours waits.
      }
    },
  };
}
