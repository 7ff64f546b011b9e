import type { PGlite } from '@electric-sql/pglite';
import { NOTIFICATION_CHANNEL, type StreamNotificationHub } from './stream-notification-hub';

/**
 * PGlite lives in this process only, so its own LISTEN is the in-process emitter: the same `pg_notify` that an append
 * runs on Postgres reaches the hub here, after commit.
 */
export class PgliteChangeFeed {
  private constructor(private readonly unlisten: () => Promise<void>) {}

  static async start(db: PGlite, hub: StreamNotificationHub): Promise<PgliteChangeFeed> {
    const unlisten = await db.listen(NOTIFICATION_CHANNEL, (payload) => hub.deliver(payload));
    return new PgliteChangeFeed(() => unlisten());
  }

  async close(): Promise<void> {
    await this.unlisten();
  }
}
