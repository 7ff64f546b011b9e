import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createEventStore } from './create-event-store';
import { ConcurrencyError, type EventStore } from './event-store';
import { LISTENER_APPLICATION_NAME } from './postgres-change-feed';
import { nextNotification } from './test-backends';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from './testing';

// Several API processes serving one game: two store instances on one database stand in for them.
describeWithPostgres('live notifications across processes on Postgres', () => {
  let database: TestDatabase;
  let first: EventStore;
  let second: EventStore;
  let admin: Client;
  const errors: unknown[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = { databaseUrl: database.url, onError: (error: unknown) => errors.push(error) };
    [first, second] = await Promise.all([createEventStore(config), createEventStore(config)]);
    admin = new Client({ connectionString: database.url });
    await admin.connect();
  }, 30_000);
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close(), admin?.end()]);
    await database?.drop();
  });

  const newGame = async () => {
    const id = randomUUID();
    await first.createGame({ id, gameType: 'graf-spee', options: {} });
    return id;
  };
  const appendOn = (store: EventStore, gameId: string, expectedVersion: number) =>
    store.append({
      gameId,
      expectedVersion,
      actor: 'german',
      commandId: randomUUID(),
      events: [{ type: 'Moved', payload: { to: 'B7' } }],
    });
  const nextFor = (store: EventStore, gameId: string) => nextNotification(store, (n) => (n.gameId === gameId ? n : undefined));
  /** Appends through `first` and expects both instances to hear version 1 of the game. */
  const expectBothHearFirstAppend = async (gameId: string) => {
    const heard = [first, second].map((store) => nextFor(store, gameId));
    await appendOn(first, gameId, 0);
    expect(await Promise.all(heard)).toEqual([
      { gameId, version: 1 },
      { gameId, version: 1 },
    ]);
  };

  it('delivers an append made through one instance to the listeners of both', async () => {
    const gameId = await newGame();
    await expectBothHearFirstAppend(gameId);
    // And the other way round.
    const back = nextFor(first, gameId);
    await appendOn(second, gameId, 1);
    expect(await back).toEqual({ gameId, version: 2 });
  });

  it('keeps one stream consistent when both instances append at the same version', async () => {
    const gameId = await newGame();
    const settled = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => appendOn(i % 2 === 0 ? first : second, gameId, 0)),
    );
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
    for (const s of settled) {
      if (s.status === 'rejected') expect(s.reason).toBeInstanceOf(ConcurrencyError);
    }
    expect((await second.readStream(gameId)).map((e) => e.seq)).toEqual([1]);
  });

  it('does not notify for a transaction that rolled back', async () => {
    const gameId = await newGame();
    const seen: number[] = [];
    const unsubscribe = second.subscribe((n) => {
      if (n.gameId === gameId) seen.push(n.version);
    });
    await admin.query('BEGIN');
    await admin.query(`SELECT pg_notify('wargames_events', $1)`, [JSON.stringify({ gameId, version: 99 })]);
    await admin.query('ROLLBACK');
    const marker = nextFor(second, gameId);
    await appendOn(first, gameId, 0);
    await marker;
    unsubscribe();
    expect(seen).toEqual([1]);
  });

  it('sends, when an instance closes, the notifications its interval was still holding', async () => {
    // An interval far longer than the test, so that the second notification is certainly held until the close.
    const closing = await createEventStore({ databaseUrl: database.url, notifyIntervalMs: 60_000, onError: (error: unknown) => errors.push(error) });
    try {
      const gameId = await newGame();
      const seen: number[] = [];
      const unsubscribe = second.subscribe((n) => {
        if (n.gameId === gameId) seen.push(n.version);
      });
      const heard = nextNotification(second, (n) => (n.gameId === gameId && n.version === 2 ? n : undefined));
      // The first goes at once (none went before it); the second is held for the rest of the interval.
      await Promise.all([nextFor(second, gameId), appendOn(closing, gameId, 0)]);
      await appendOn(closing, gameId, 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seen).toEqual([1]);
      await closing.close();
      expect(await heard).toEqual({ gameId, version: 2 });
      unsubscribe();
    } finally {
      await closing.close();
    }
  });

  it('reconnects its LISTEN connection after the server drops it', async () => {
    // Listening connections: idle after their last statement, LISTEN.
    const listenerPids = async () =>
      (
        await admin.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
           WHERE datname = $1 AND application_name = $2 AND state = 'idle' AND query LIKE 'LISTEN %'`,
          [database.name, LISTENER_APPLICATION_NAME],
        )
      ).rows.map((row) => row.pid);
    const before = await listenerPids();
    expect(before).toHaveLength(2);
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);

    // Wait until both instances listen again on fresh connections.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const now = await listenerPids();
      if (now.length === 2 && now.every((pid) => !before.includes(pid))) break;
      if (Date.now() > deadline) throw new Error(`listeners did not come back: ${now.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const gameId = await newGame();
    await expectBothHearFirstAppend(gameId);
    expect(errors.length).toBeGreaterThan(0);
  }, 20_000);
});
