import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { applyMigrations, MigrationError } from './apply-migrations';
import { readMigrationFiles, type MigrationFile } from './migration-files';
import { pgliteSession, pgSession, type SqlSession } from './sql-session';
import { createTestDatabase, postgresTestsEnabled, type TestDatabase } from './testing';
import { defaultMigrationsDir } from './workspace-paths';

const projectMigrations = readMigrationFiles(defaultMigrationsDir());

const extra = (name: string, script: string): MigrationFile => ({
  name,
  script,
  checksum: createHash('sha256').update(script).digest('hex'),
});

interface Harness {
  session: SqlSession;
  close(): Promise<void>;
}

async function pgliteHarness(): Promise<Harness> {
  const db = new PGlite('memory://');
  return { session: pgliteSession(db), close: () => db.close() };
}

let database: TestDatabase | undefined;
async function postgresHarness(): Promise<Harness> {
  database = await createTestDatabase();
  const client = new Client({ connectionString: database.url });
  await client.connect();
  return {
    session: pgSession(client),
    async close() {
      await client.end();
      await database?.drop();
    },
  };
}

const harnesses: [string, () => Promise<Harness>][] = [
  ['pglite', pgliteHarness],
  ...(postgresTestsEnabled() ? [['postgres', postgresHarness] as [string, () => Promise<Harness>]] : []),
];

describe.each(harnesses)('applyMigrations on %s', (_name, open) => {
  let harness: Harness;
  const sql = <Row extends object>(query: string, params?: unknown[]) => harness.session.query<Row>(query, params);

  beforeAll(async () => {
    harness = await open();
  }, 30_000);
  afterAll(async () => {
    await harness?.close();
  });
  beforeEach(async () => {
    // A blank database for each test: everything, including _prisma_migrations, lives in the public schema.
    await harness.session.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  }, 30_000);

  it('marks games imported before the "imported" column existed as imported, and only those', async () => {
    const index = projectMigrations.findIndex((migration) => migration.name.endsWith('_game_imported'));
    expect(index).toBeGreaterThan(0);
    await applyMigrations(harness.session, projectMigrations.slice(0, index));
    await sql(`INSERT INTO games (id, game_type, options) VALUES ('played', 't', '{}'), ('imported', 't', '{}')`);
    await sql(`INSERT INTO commands (game_id, command_id, actor, first_seq, last_seq) VALUES ('played', 'c1', 'hider', 1, 2), ('imported', 'import', 'import', 1, 4)`);
    await applyMigrations(harness.session, projectMigrations);
    const rows = await sql<{ id: string; imported: boolean }>('SELECT id, imported FROM games ORDER BY id');
    expect(rows).toEqual([
      { id: 'imported', imported: true },
      { id: 'played', imported: false },
    ]);
  });

  it('counts the seats claimed before seats_taken existed, and every seat stored after, not a refused one', async () => {
    const index = projectMigrations.findIndex((migration) => migration.name.endsWith('_game_seats_taken'));
    expect(index).toBeGreaterThan(0);
    await applyMigrations(harness.session, projectMigrations.slice(0, index));
    await sql(`INSERT INTO games (id, game_type, options) VALUES ('empty', 't', '{}'), ('half', 't', '{}'), ('full', 't', '{}')`);
    await sql(`INSERT INTO seats (game_id, role, token_hash) VALUES ('half', 'a', 'h1'), ('full', 'a', 'f1'), ('full', 'b', 'f2')`);
    await applyMigrations(harness.session, projectMigrations);
    const taken = async () => Object.fromEntries((await sql<{ id: string; seats_taken: number }>('SELECT id, seats_taken FROM games')).map((row) => [row.id, row.seats_taken]));
    expect(await taken()).toEqual({ empty: 0, half: 1, full: 2 });

    await sql(`INSERT INTO seats (game_id, role, token_hash) VALUES ('half', 'b', 'h2'), ('empty', 'a', 'e1')`);
    // A role already held is refused whole: nothing counted.
    await expect(sql(`INSERT INTO seats (game_id, role, token_hash) VALUES ('full', 'a', 'f3')`)).rejects.toThrow();
    expect(await taken()).toEqual({ empty: 1, half: 2, full: 2 });
  });

  it('applies every migration once; a second run applies nothing', async () => {
    expect(projectMigrations.length).toBeGreaterThan(0);
    const first = await applyMigrations(harness.session, projectMigrations);
    expect(first.applied).toEqual(projectMigrations.map((m) => m.name));
    const second = await applyMigrations(harness.session, projectMigrations);
    expect(second.applied).toEqual([]);
    const rows = await sql<{ n: number }>('SELECT count(*)::int AS n FROM "_prisma_migrations"');
    expect(rows[0]?.n).toBe(projectMigrations.length);
    const tables = await sql<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(['_prisma_migrations', 'commands', 'events', 'games', 'seats']);
  });

  it("records migrations in Prisma's own table, columns and checksums", async () => {
    await applyMigrations(harness.session, projectMigrations);
    const columns = await sql<{ column_name: string; data_type: string; is_nullable: string }>(
      `SELECT column_name, data_type, is_nullable FROM information_schema.columns
       WHERE table_name = '_prisma_migrations' ORDER BY ordinal_position`,
    );
    expect(columns.map((c) => [c.column_name, c.data_type, c.is_nullable])).toEqual([
      ['id', 'character varying', 'NO'],
      ['checksum', 'character varying', 'NO'],
      ['finished_at', 'timestamp with time zone', 'YES'],
      ['migration_name', 'character varying', 'NO'],
      ['logs', 'text', 'YES'],
      ['rolled_back_at', 'timestamp with time zone', 'YES'],
      ['started_at', 'timestamp with time zone', 'NO'],
      ['applied_steps_count', 'integer', 'NO'],
    ]);

    const rows = await sql<{
      id: string;
      checksum: string;
      migration_name: string;
      logs: string | null;
      rolled_back_at: Date | null;
      started_at: Date;
      finished_at: Date;
      applied_steps_count: number;
    }>('SELECT * FROM "_prisma_migrations" ORDER BY migration_name');
    expect(rows).toHaveLength(projectMigrations.length);
    for (const row of rows) {
      // Prisma's checksum: SHA-256 of the migration.sql file's bytes, in lower-case hex.
      const file = readFileSync(join(defaultMigrationsDir(), row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(file).digest('hex'));
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(row.logs).toBeNull();
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
      expect(new Date(row.finished_at).getTime()).toBeGreaterThanOrEqual(new Date(row.started_at).getTime());
    }
  });

  it('applies only the migrations added since the last run', async () => {
    await applyMigrations(harness.session, projectMigrations);
    const added = extra('20990101000000_add_notes', 'CREATE TABLE "notes" ("id" INTEGER PRIMARY KEY);');
    const report = await applyMigrations(harness.session, [...projectMigrations, added]);
    expect(report.applied).toEqual([added.name]);
    expect(await sql('SELECT * FROM "notes"')).toEqual([]);
  });

  it('rolls a failing migration back entirely, records nothing for it, and applies it once fixed', async () => {
    await applyMigrations(harness.session, projectMigrations);
    const broken = extra('20990101000000_broken', 'CREATE TABLE "half" ("id" INTEGER);\nSELECT no_such_function();');
    const error = await applyMigrations(harness.session, [...projectMigrations, broken]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as MigrationError).migrationName).toBe(broken.name);
    expect((error as Error).message).toMatch(/no_such_function/);

    const half = await sql(`SELECT 1 FROM information_schema.tables WHERE table_name = 'half'`);
    expect(half).toEqual([]);
    const recorded = await sql('SELECT 1 FROM "_prisma_migrations" WHERE migration_name = $1', [broken.name]);
    expect(recorded).toEqual([]);

    const fixed = extra(broken.name, 'CREATE TABLE "half" ("id" INTEGER);');
    expect((await applyMigrations(harness.session, [...projectMigrations, fixed])).applied).toEqual([fixed.name]);
  });

  it('refuses a migration edited after it was applied, but accepts a line-ending-only change', async () => {
    const added = extra('20990101000000_notes', 'CREATE TABLE "notes" ("id" INTEGER);\n');
    await applyMigrations(harness.session, [added]);
    const crlf = extra(added.name, added.script.replace(/\n/g, '\r\n'));
    expect((await applyMigrations(harness.session, [crlf])).applied).toEqual([]);
    const edited = extra(added.name, 'CREATE TABLE "notes" ("id" BIGINT);\n');
    await expect(applyMigrations(harness.session, [edited])).rejects.toThrow(/20990101000000_notes: the file was changed/);
  });

  it('refuses to go on past a migration that started but never finished, as Prisma does', async () => {
    await applyMigrations(harness.session, projectMigrations);
    const stuck = extra('20990101000000_stuck', 'SELECT 1;');
    await sql(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name) VALUES ('00000000-0000-4000-8000-000000000000', $1, $2)`,
      [stuck.checksum, stuck.name],
    );
    await expect(applyMigrations(harness.session, [...projectMigrations, stuck])).rejects.toThrow(/never finished/);
  });

  it('re-applies a migration that Prisma marked as rolled back', async () => {
    const added = extra('20990101000000_again', 'CREATE TABLE "again" ("id" INTEGER);');
    await sql(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    await sql(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, rolled_back_at) VALUES ('00000000-0000-4000-8000-000000000001', $1, $2, now())`,
      [added.checksum, added.name],
    );
    expect((await applyMigrations(harness.session, [added])).applied).toEqual([added.name]);
  });
});

(postgresTestsEnabled() ? describe : describe.skip)('applyMigrations with concurrent migrators', () => {
  it('serialises several processes starting at once: each migration is applied exactly once', async () => {
    const db = await createTestDatabase();
    const clients = Array.from({ length: 4 }, () => new Client({ connectionString: db.url }));
    try {
      await Promise.all(clients.map((client) => client.connect()));
      const reports = await Promise.all(clients.map((client) => applyMigrations(pgSession(client), projectMigrations)));
      expect(reports.flatMap((r) => r.applied).sort()).toEqual(projectMigrations.map((m) => m.name).sort());
      const [first] = clients as [Client, ...Client[]];
      const rows = await first.query('SELECT migration_name FROM "_prisma_migrations"');
      expect(rows.rowCount).toBe(projectMigrations.length);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
      await db.drop();
    }
  }, 20_000);
});
