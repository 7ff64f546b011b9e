import { Client } from 'pg';
import { NOTIFICATION_CHANNEL, type StreamNotificationHub } from './stream-notification-hub';

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

/** The application_name of the LISTEN connection, so operators (and tests) can find it in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'wargames-event-listener';

/**
 * A dedicated connection that LISTENs for committed appends from every process on the database and hands them to
 * the hub. When the connection drops it reconnects with backoff until closed. Appends committed while it was down are
 * not replayed: subscribers catch up by reading the stream from their last seq.
 */
export class PostgresChangeFeed {
  private client: Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelay = FIRST_RETRY_MS;
  private closed = false;

  private constructor(
    private readonly connectionString: string,
    private readonly hub: StreamNotificationHub,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Resolves once the first LISTEN is in place, so nothing committed after it is missed. */
  static async start(
    connectionString: string,
    hub: StreamNotificationHub,
    onError: (error: unknown) => void,
  ): Promise<PostgresChangeFeed> {
    const feed = new PostgresChangeFeed(connectionString, hub, onError);
    await feed.connect();
    return feed;
  }

  /** True while the LISTEN connection is up. */
  get listening(): boolean {
    return this.client !== null;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.connectionString, application_name: LISTENER_APPLICATION_NAME });
    client.on('notification', (message) => {
      if (message.channel === NOTIFICATION_CHANNEL) this.hub.deliver(message.payload);
    });
    client.on('error', (error) => this.dropped(client, error));
    client.on('end', () => this.dropped(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryDelay = FIRST_RETRY_MS;
  }

  private dropped(client: Client, error: unknown): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    if (error) this.onError(error);
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().catch((error: unknown) => {
        this.onError(error);
        this.retryDelay = Math.min(this.retryDelay * 2, LAST_RETRY_MS);
        this.scheduleReconnect();
      });
    }, this.retryDelay);
    this.retryTimer.unref();
  }
}
