import type { StreamNotification } from './event-store';
import { NOTIFICATION_CHANNEL } from './stream-notification-hub';
import type { SqlQuery } from './sql-hot-path';

/**
 * Under load, at most one notification statement per this many milliseconds. Each statement (and each notification
 * every listening process receives) cost the API about a tenth of its CPU per command at 16 clients: rotated
 * `ab-api.ts` rounds on 3 December 2026 gave 2,086–2,232 commands/s with a statement per turn of the event loop,
 * 2,257–2,389 with this interval and 2,307–2,517 with no notifications at all (docs/performance.md). Live feeds
 * and bots hear of an append at most this much later; an idle process still sends on its next turn.
 */
export const NOTIFY_INTERVAL_MS = 50;

/** How long a closing store waits for its last notifications before it lets go of the connections anyway. */
export const FLUSH_TIMEOUT_MS = 2_000;

/**
 * Sends the notifications of committed appends, after their commit (a NOTIFY inside the append's transaction would
 * make appends commit one at a time: see the wargames_append migration), the newest version of each game in one
 * `pg_notify` statement: on the next turn of the event loop when none went in the last NOTIFY_INTERVAL_MS, else when
 * that interval is over, and never while the previous statement is still running (so they commit in the order
 * sent). Every process that LISTENs gets them, this one included. The append does not wait for it. A notification
 * lost with the connection (or the process) is made good by the command's retry (a duplicate notifies again), by
 * live feeds reading their games again now and then (LiveFeed) and by bots looking at their games again
 * (BotPlayer); subscribers read the stream from their last seq whenever they are notified.
 */
export class CommitNotifier {
  private pending = new Map<string, number>();
  private scheduled: { cancel(): void } | null = null;
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private inFlight: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly query: SqlQuery,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = NOTIFY_INTERVAL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Queues the notification; a failed statement is reported, not thrown: the append stands. */
  notify(notification: StreamNotification): void {
    // After close the connections are gone: what commits then is found by the readers' rechecks.
    if (this.closed) return;
    const known = this.pending.get(notification.gameId);
    if (known === undefined || known < notification.version) this.pending.set(notification.gameId, notification.version);
    this.schedule();
  }

  /**
   * Sends what is queued now and waits for it (a graceful shutdown loses nothing), at most FLUSH_TIMEOUT_MS when
   * the database does not answer; notifications after this are dropped.
   */
  async flush(timeoutMs = FLUSH_TIMEOUT_MS): Promise<void> {
    this.closed = true;
    this.scheduled?.cancel();
    this.scheduled = null;
    let timer: NodeJS.Timeout | undefined;
    const sent = (async () => {
      await this.inFlight;
      this.send();
      await this.inFlight;
    })();
    try {
      await Promise.race([sent, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    } finally {
      clearTimeout(timer);
    }
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight || this.pending.size === 0) return;
    const wait = this.lastSentAt + this.intervalMs - this.now();
    if (wait <= 0) {
      const handle = setImmediate(() => this.send());
      this.scheduled = { cancel: () => clearImmediate(handle) };
    } else {
      const handle = setTimeout(() => this.send(), wait);
      this.scheduled = { cancel: () => clearTimeout(handle) };
    }
  }

  private send(): void {
    this.scheduled = null;
    if (this.pending.size === 0 || this.inFlight) return;
    const payloads = [...this.pending].map(([gameId, version]) => JSON.stringify({ gameId, version } satisfies StreamNotification));
    this.pending = new Map();
    this.lastSentAt = this.now();
    this.inFlight = this.query('wargames_notify', 'SELECT pg_notify($1, payload) FROM jsonb_array_elements_text($2::jsonb) AS payload', [
      NOTIFICATION_CHANNEL,
      JSON.stringify(payloads),
    ]).then(
      () => this.sent(),
      (error: unknown) => {
        this.sent();
        try {
          this.onError(error);
        } catch {
          // A reporter that throws must not turn a lost notification into an unhandled rejection.
        }
      },
    );
  }

  private sent(): void {
    this.inFlight = null;
    if (!this.closed) this.schedule();
  }
}
