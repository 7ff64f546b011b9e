import { PrismaPg } from '@prisma/adapter-pg';
import type { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { Client, Pool } from 'pg';
import { applyMigrations } from './apply-migrations';
import type { EventStore } from './event-store';
import { reportToConsole, type EventStoreConfig } from './event-store-config';
import { PrismaClient } from './generated/prisma/client';
import { readMigrationFiles, type MigrationFile } from './migration-files';
import { openPglite } from './open-pglite';
import { PgliteChangeFeed } from './pglite-change-feed';
import { PostgresChangeFeed } from './postgres-change-feed';
import { PrismaEventStore } from './prisma-event-store';
import { pgliteQuery, poolQuery } from './sql-hot-path';
import { pgliteSession, pgSession } from './sql-session';
import { StreamNotificationHub } from './stream-notification-hub';
import { defaultMigrationsDir } from './workspace-paths';

/**
 * Opens the event store: real Postgres when `databaseUrl` is set, else embedded PGlite in `dataDir`. Pending
 * migrations are applied before it returns, and the live feed is listening.
 */
export async function createEventStore(config: EventStoreConfig = {}): Promise<EventStore> {
  const migrations = readMigrationFiles(config.migrationsDir ?? defaultMigrationsDir());
  const onError = config.onError ?? reportToConsole;
  const hub = new StreamNotificationHub(onError);
  return config.databaseUrl
    ? openPostgresStore(config.databaseUrl, config, migrations, hub, onError)
    : openPgliteStore(config.dataDir, migrations, hub, onError);
}

async function openPostgresStore(
  url: string,
  config: EventStoreConfig,
  migrations: readonly MigrationFile[],
  hub: StreamNotificationHub,
  onError: (error: unknown) => void,
): Promise<EventStore> {
  const direct = config.directUrl ?? url;
  const migrator = new Client({ connectionString: direct });
  await migrator.connect();
  try {
    await applyMigrations(pgSession(migrator), migrations);
  } finally {
    await migrator.end();
  }
  const feed = await PostgresChangeFeed.start(direct, hub, onError);
  // Connections stay open while idle unless told otherwise: `pg` closes them after 10 s by default, and a player who
  // thinks longer than that then waits for a new connection (and its first statements) on every command.
  const pool = new Pool({ connectionString: url, max: config.maxConnections ?? 10, idleTimeoutMillis: config.poolIdleTimeoutMs ?? 0 });
  // An idle client losing its server must not crash the process; the pool replaces it on next use.
  pool.on('error', onError);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return new PrismaEventStore({
    prisma,
    sql: poolQuery(pool),
    hub,
    onError,
    notifyIntervalMs: config.notifyIntervalMs,
    release: async () => {
      await feed.close();
      await pool.end();
    },
  });
}

async function openPgliteStore(
  dataDir: string | undefined,
  migrations: readonly MigrationFile[],
  hub: StreamNotificationHub,
  onError: (error: unknown) => void,
): Promise<EventStore> {
  const db = await openPglite(dataDir);
  try {
    return await openStoreOnPglite(db, migrations, hub, onError, () => db.close());
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * The store over a PGlite instance the caller opened (tests use this to reach the same database with raw SQL).
 * The instance stays open after `close()`; the caller closes it.
 */
export async function createEventStoreOnPglite(
  db: PGlite,
  config: Pick<EventStoreConfig, 'migrationsDir' | 'onError'> = {},
): Promise<EventStore> {
  const migrations = readMigrationFiles(config.migrationsDir ?? defaultMigrationsDir());
  const onError = config.onError ?? reportToConsole;
  return openStoreOnPglite(db, migrations, new StreamNotificationHub(onError), onError, async () => undefined);
}

async function openStoreOnPglite(
  db: PGlite,
  migrations: readonly MigrationFile[],
  hub: StreamNotificationHub,
  onError: (error: unknown) => void,
  closeDatabase: () => Promise<void>,
): Promise<EventStore> {
  await applyMigrations(pgliteSession(db), migrations);
  const feed = await PgliteChangeFeed.start(db, hub);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(db) });
  return new PrismaEventStore({
    prisma,
    sql: pgliteQuery(db),
    hub,
    onError,
    release: async () => {
      await feed.close();
      await closeDatabase();
    },
  });
}
