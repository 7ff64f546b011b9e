import { randomUUID } from 'node:crypto';
import { checksumMatches, type MigrationFile } from './migration-files';
import type { SqlSession } from './sql-session';

/** The key Prisma's own migrate engine locks, so our migrator and `prisma migrate deploy` also exclude each other. */
export const PRISMA_MIGRATION_LOCK_KEY = 72707369;

/** Prisma's bookkeeping table, created exactly as Prisma creates it on Postgres. */
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

export class MigrationError extends Error {
  constructor(
    readonly migrationName: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`migration ${migrationName}: ${message}`, options);
    this.name = 'MigrationError';
  }
}

export interface MigrationReport {
  /** Names of the migrations this run applied, in order; empty when the database was up to date. */
  readonly applied: string[];
}

/**
 * Applies the pending migrations on one session, recording each in `_prisma_migrations` as Prisma does. A session-level
 * advisory lock serialises concurrent migrators (several API processes starting at once). Each migration runs in its
 * own transaction with its bookkeeping row, so a failed script leaves nothing behind.
 */
export async function applyMigrations(session: SqlSession, migrations: readonly MigrationFile[]): Promise<MigrationReport> {
  await session.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATION_LOCK_KEY]);
  try {
    await session.exec(CREATE_MIGRATIONS_TABLE);
    const rows = await session.query<MigrationRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    );
    const recorded = new Map(rows.map((row) => [row.migration_name, row]));
    const applied: string[] = [];
    for (const migration of migrations) {
      const row = recorded.get(migration.name);
      if (row) {
        if (row.finished_at === null) {
          // Prisma's own rule (P3009): a started but unfinished migration needs a human (`prisma migrate resolve`).
          throw new MigrationError(migration.name, 'started earlier but never finished; resolve it before migrating');
        }
        if (!checksumMatches(row.checksum, migration.script)) {
          throw new MigrationError(migration.name, 'the file was changed after it was applied; add a new migration instead');
        }
        continue;
      }
      await applyOne(session, migration);
      applied.push(migration.name);
    }
    return { applied };
  } finally {
    await session.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATION_LOCK_KEY]);
  }
}

async function applyOne(session: SqlSession, migration: MigrationFile): Promise<void> {
  try {
    await session.transaction(async (tx) => {
      const id = randomUUID();
      await tx.query(
        'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)',
        [id, migration.checksum, migration.name],
      );
      await tx.exec(migration.script);
      // clock_timestamp(): now() is frozen at the transaction's start; Prisma's rows finish after they start.
      await tx.query(
        'UPDATE "_prisma_migrations" SET finished_at = clock_timestamp(), applied_steps_count = 1 WHERE id = $1',
        [id],
      );
    });
  } catch (error) {
    throw new MigrationError(migration.name, error instanceof Error ? error.message : String(error), { cause: error });
  }
}
