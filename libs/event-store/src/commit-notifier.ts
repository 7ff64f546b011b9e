import type { StreamNotification } from './event-store';
import { NOTIFICATION_CHANNEL } from './stream-notification-hub';
import type { SqlQuery } from './sql-hot-path';

/**
 * Sends the notifications of committed appends, after their commit, in one `pg_notify` statement per turn of the
 * event loop (the newest version of each game): a NOTIFY inside the append's transaction would make appends commit
 * one at a time (see the wargames_append migration). Every process that LISTENs gets them, this one included.
 * A notification lost with the connection (or the process) only delays live feeds until the game's next append:
 * subscribers read the stream from their last seq whenever they are notified.
 */
export class CommitNotifier {
  private pending = new Map<string, number>();
  private batch: Promise<void> | null = null;

  constructor(
    private readonly query: SqlQuery,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Resolves once the notification has been sent (or failed, which is reported and not thrown: the append stands). */
  notify(notification: StreamNotification): Promise<void> {
    const known = this.pending.get(notification.gameId);
    if (known === undefined || known < notification.version) this.pending.set(notification.gameId, notification.version);
    this.batch ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.flush());
    return this.batch;
  }

  private async flush(): Promise<void> {
    const payloads = [...this.pending].map(([gameId, version]) => JSON.stringify({ gameId, version } satisfies StreamNotification));
    this.pending = new Map();
    this.batch = null;
    try {
      await this.query('wargames_notify', 'SELECT pg_notify($1, payload) FROM jsonb_array_elements_text($2::jsonb) AS payload', [
        NOTIFICATION_CHANNEL,
        JSON.stringify(payloads),
      ]);
    } catch (error) {
      this.onError(error);
    }
  }
}
