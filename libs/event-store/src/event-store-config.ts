/** Where the store's data lives. */
export interface EventStoreConfig {
  /** A Postgres URL: use that server through `@prisma/adapter-pg`. Unset: embedded PGlite in `dataDir`. */
  readonly databaseUrl?: string;
  /**
   * A session connection to the same database for what a transaction-pooling PgBouncer cannot carry: the LISTEN
   * connection of the live feed and the migrator's advisory lock. Default: `databaseUrl`.
   */
  readonly directUrl?: string;
  /** PGlite's folder (default `.data/pglite` under the workspace root); `memory://` keeps it in memory. */
  readonly dataDir?: string;
  /** The Prisma migrations folder (default `prisma/migrations` under the workspace root). */
  readonly migrationsDir?: string;
  /** Pool size for Postgres (default 10). */
  readonly maxConnections?: number;
  /**
   * How long a pooled Postgres connection may stay idle before it is closed, in ms; 0 (the default) keeps it open. A
   * new connection costs the command that opens it ≈ 8 ms here (a backend started, the statements prepared again).
   */
  readonly poolIdleTimeoutMs?: number;
  /**
   * The least time between two notification statements on Postgres (default NOTIFY_INTERVAL_MS, 50 ms): what
   * commits meanwhile is announced together when it is over, or when the store closes (CommitNotifier).
   */
  readonly notifyIntervalMs?: number;
  /** Background failures: a dropped LISTEN connection, an idle pool client's error, a throwing subscriber. */
  readonly onError?: (error: unknown) => void;
}

export function reportToConsole(error: unknown): void {
  // One line: a pg error carries its whole Client (connection parameters included) when printed as an object.
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
  console.warn('[event-store]', typeof message === 'string' ? `${message}${typeof code === 'string' ? ` (${code})` : ''}` : error);
}
