import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createEventStore } from './create-event-store';
import { migrate } from './migrate';
import { readMigrationFiles } from './migration-files';
import { createTestDatabase, describeWithPostgres } from './testing';
import { defaultMigrationsDir } from './workspace-paths';

const allMigrations = readMigrationFiles(defaultMigrationsDir()).map((m) => m.name);

describe('createEventStore on PGlite in a folder', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'wargames-pglite-')), 'db');
  });
  afterAll(() => {
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  it('migrates a new folder, keeps games and events across close and reopen, and migrates nothing the second time', async () => {
    expect((await migrate({ dataDir })).applied).toEqual(allMigrations);

    const store = await createEventStore({ dataDir });
    await store.createGame({ id: 'kept', gameType: 'arras', options: { turns: 8 } });
    await store.claimSeat('kept', 'french', 'hash-of-token');
    await store.append({
      gameId: 'kept',
      expectedVersion: 0,
      actor: 'french',
      commandId: 'c1',
      events: [{ type: 'Attacked', payload: { hex: '0405', roll: 6 } }],
    });
    await store.close();
    await store.close(); // closing twice is harmless

    expect((await migrate({ dataDir })).applied).toEqual([]);
    const reopened = await createEventStore({ dataDir });
    try {
      expect(await reopened.getGame('kept')).toMatchObject({ gameType: 'arras', options: { turns: 8 }, version: 1 });
      expect(await reopened.findSeat('kept', 'hash-of-token')).toMatchObject({ role: 'french' });
      expect((await reopened.readStream('kept')).map((e) => e.payload)).toEqual([{ hex: '0405', roll: 6 }]);
      // The command record survived too: a retry after the restart is still recognised.
      const retry = await reopened.append({ gameId: 'kept', expectedVersion: 0, actor: 'french', commandId: 'c1', events: [] });
      expect(retry.duplicate).toBe(true);
    } finally {
      await reopened.close();
    }
  }, 120_000);

  it('names the migrations folder when it is missing', async () => {
    await expect(createEventStore({ dataDir: 'memory://', migrationsDir: '/no/such/folder' })).rejects.toThrow(
      /migrations folder not found: \/no\/such\/folder/,
    );
  });
});

describeWithPostgres('createEventStore and migrate on Postgres', () => {
  it('migrates through migrate() or createEventStore, whichever comes first, and only once', async () => {
    const database = await createTestDatabase();
    try {
      expect((await migrate({ databaseUrl: database.url })).applied).toEqual(allMigrations);
      const store = await createEventStore({ databaseUrl: database.url });
      await store.ping();
      await store.close();
      expect((await migrate({ databaseUrl: database.url })).applied).toEqual([]);
    } finally {
      await database.drop();
    }
  });

  /** The backends connected to the test's database, but the asking one. */
  async function backends(url: string): Promise<number[]> {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() ORDER BY pid');
      return rows.map((row) => row.pid);
    } finally {
      await client.end();
    }
  }

  it("keeps the pool's idle connections open past pg's default 10 s, and closes them after poolIdleTimeoutMs when set", async () => {
    const database = await createTestDatabase();
    const use = async (store: Awaited<ReturnType<typeof createEventStore>>, gameId: string) => {
      await store.createGame({ id: gameId, gameType: 'arras', options: {} });
      await store.append({ gameId, expectedVersion: 0, actor: 'french', commandId: 'c1', events: [{ type: 'Passed', payload: {} }] });
      expect(await store.readStream(gameId)).toHaveLength(1);
    };
    try {
      const kept = await createEventStore({ databaseUrl: database.url });
      try {
        await use(kept, 'kept');
        const before = await backends(database.url);
        expect(before.length).toBeGreaterThanOrEqual(2); // the live feed's connection and at least one pooled
        await new Promise((resolve) => setTimeout(resolve, 10_500));
        expect(await backends(database.url)).toEqual(before);
      } finally {
        await kept.close();
      }
      const closing = await createEventStore({ databaseUrl: database.url, poolIdleTimeoutMs: 200 });
      try {
        await use(closing, 'closing');
        const before = await backends(database.url);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const after = await backends(database.url);
        expect(after).toHaveLength(1); // the live feed's connection alone
        expect(before).toEqual(expect.arrayContaining(after));
        expect(before.length).toBeGreaterThan(1);
      } finally {
        await closing.close();
      }
    } finally {
      await database.drop();
    }
  }, 60_000);

  it('fails clearly when the server cannot be reached', async () => {
    await expect(createEventStore({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere' })).rejects.toThrow(/ECONNREFUSED/);
  });
});
