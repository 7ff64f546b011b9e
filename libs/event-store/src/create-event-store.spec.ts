import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('fails clearly when the server cannot be reached', async () => {
    await expect(createEventStore({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere' })).rejects.toThrow(/ECONNREFUSED/);
  });
});
