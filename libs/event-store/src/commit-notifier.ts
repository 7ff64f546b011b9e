import type { StreamNotification } from './event-store';
import { NOTIFICATION_CHANNEL } from './stream-notification-hub';
import type { SqlQuery } from './sql-hot-path';

/**
 * Under load, at most one notification statement per this many milliseconds. Each statement (and each notification
 * every listening process receives) cost the API about a tenth of its CPU per command at 16 clients: rotated
 * `ab-api.ts` rounds on 3 December 2026 gave 2,087–2,219 commands/s with a statement per turn of the event loop,
 * 2,257–2,389 with this interval and 2,307–2,474 with no notifications at all (README, Performance). Live feeds
 * and bots hear of an append at most this much later; an idle process still sends on its next turn.
 */
export const NOTIFY_INTERVAL_MS = 50;

/**
 * Sends the notifications of committed appends, after their commit (a NOTIFY inside the append's transaction would
 * make appends commit one at a time across processes: see the wargames_append migration), the newest version of
 * each game in one `pg_notify` statement: on the next turn of the event loop when none went in the last
 * NOTIFY_INTERVAL_MS, else when that interval is over. Every process that LISTENs gets them, this one included.
 * The append does not wait for it. A notification lost with the connection (or the process) is made good by the
 * command's retry (a duplicate notifies again) and by live feeds reading the stream again now and then
 * (LiveFeed's recheck); subscribers read the stream from their last seq whenever they are notified.
 */
export class CommitNotifier {
  private pending = new Map<string, number>();
  private scheduled: { cancel(): void } | null = null;
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly query: SqlQuery,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = NOTIFY_INTERVAL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Queues the notification; a failed statement is reported, not thrown: the append stands. */
  notify(notification: StreamNotification): void {
    const known = this.pending.get(notification.gameId);
    if (known === undefined || known < notification.version) this.pending.set(notification.gameId, notification.version);
    if (this.scheduled) return;
    const wait = this.lastSentAt + this.intervalMs - this.now();
    if (wait <= 0) {
      const handle = setImmediate(() => this.send());
      this.scheduled = { cancel: () => clearImmediate(handle) };
    } else {
      const handle = setTimeout(() => this.send(), wait);
      this.scheduled = { cancel: () => clearTimeout(handle) };
    }
  }

  /** Sends what is queued now and waits for every statement in flight (a graceful shutdown loses nothing). */
  async flush(): Promise<void> {
    this.scheduled?.cancel();
    this.send();
    await Promise.all([...this.inFlight]);
  }

  private send(): void {
    this.scheduled = null;
    if (this.pending.size === 0) return;
    const payloads = [...this.pending].map(([gameId, version]) => JSON.stringify({ gameId, version } satisfies StreamNotification));
    this.pending = new Map();
    this.lastSentAt = this.now();
    const sent = this.query('wargames_notify', 'SELECT pg_notify($1, payload) FROM jsonb_array_elements_text($2::jsonb) AS payload', [
      NOTIFICATION_CHANNEL,
      JSON.stringify(payloads),
    ]).then(
      () => undefined,
      (error: unknown) => this.onError(error),
    );
    this.inFlight.add(sent);
    void sent.finally(() => this.inFlight.delete(sent));
  }
}
