import { Client } from 'pg';
import { applyMigrations, type MigrationReport } from './apply-migrations';
import type { EventStoreConfig } from './event-store-config';
import { readMigrationFiles } from './migration-files';
import { openPglite } from './open-pglite';
import { pgliteSession, pgSession } from './sql-session';
import { defaultMigrationsDir } from './workspace-paths';

/**
 * Applies the pending migrations to the configured database and returns which ones it applied. `createEventStore`
 * does this itself; this is for tools and deploy steps that migrate without serving.
 */
export async function migrate(config: EventStoreConfig = {}): Promise<MigrationReport> {
  const migrations = readMigrationFiles(config.migrationsDir ?? defaultMigrationsDir());
  if (config.databaseUrl) {
    const client = new Client({ connectionString: config.directUrl ?? config.databaseUrl });
    await client.connect();
    try {
      return await applyMigrations(pgSession(client), migrations);
    } finally {
      await client.end();
    }
  }
  const db = await openPglite(config.dataDir);
  try {
    return await applyMigrations(pgliteSession(db), migrations);
  } finally {
    await db.close();
  }
}

