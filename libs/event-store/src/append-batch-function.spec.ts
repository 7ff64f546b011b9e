import { Client } from 'pg';
import { createEventStore } from './create-event-store';
import type { EventStore } from './event-store';
import { createTestDatabase, describeWithPostgres, type TestDatabase } from './testing';

interface BatchRow {
  out_index: number;
  out_status: string;
  out_seq: number | null;
}

const batchOf = (...appends: { gameId: string; expectedVersion: number; commandId: string }[]) =>
  JSON.stringify(appends.map((append) => ({ ...append, actor: 'british', events: [{ type: 'Moved', payload: {} }] })));

/** The head row of each append, by its index in the batch. */
const heads = (rows: BatchRow[]) => rows.filter((row) => row.out_status !== 'event').map((row) => [row.out_index, row.out_status, row.out_seq]);

// wargames_append_batch between two sessions: only real Postgres has several.
describeWithPostgres('wargames_append_batch on Postgres', () => {
  let database: TestDatabase;
  let store: EventStore;
  let first: Client;
  let second: Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = await createEventStore({ databaseUrl: database.url, onError: () => undefined });
    first = new Client({ connectionString: database.url });
    second = new Client({ connectionString: database.url });
    await Promise.all([first.connect(), second.connect()]);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([first?.end(), second?.end()]);
    await store?.close();
    await database?.drop();
  });

  it('locks the games of a batch in the order of their ids, so that batches sharing games cannot deadlock', async () => {
    const [a, b] = ['lock-order-a', 'lock-order-b'];
    for (const id of [a, b]) await store.createGame({ id, gameType: 'arras', options: {} });
    const secondPid = (await second.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid;

    // The first session holds game a's header row in an open transaction.
    await first.query('BEGIN');
    await first.query('SELECT * FROM wargames_append_batch($1::jsonb)', [batchOf({ gameId: a, expectedVersion: 0, commandId: 'first-a' })]);

    // The second sends b before a. Taken in that order, it would hold b while it waits for a.
    const pending = second.query<BatchRow>('SELECT * FROM wargames_append_batch($1::jsonb)', [
      batchOf({ gameId: b, expectedVersion: 0, commandId: 'second-b' }, { gameId: a, expectedVersion: 0, commandId: 'second-a' }),
    ]);
    for (let waited = 0; ; waited += 10) {
      const waiting = await first.query(`SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = 'Lock'`, [secondPid]);
      if (waiting.rowCount === 1) break;
      if (waited > 10_000) throw new Error('the second batch never waited for the lock on game a');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    // Game b is still free: the first session appends to it without waiting (else Postgres reports a deadlock).
    const appendedToB = await first.query<BatchRow>('SELECT * FROM wargames_append_batch($1::jsonb)', [batchOf({ gameId: b, expectedVersion: 0, commandId: 'first-b' })]);
    expect(heads(appendedToB.rows)).toEqual([[0, 'appended', 1]]);
    await first.query('COMMIT');

    // The second batch then finds both games moved on. It answers in the order it took them (a, then b), each
    // answer carrying the index it was sent at.
    expect(heads((await pending).rows)).toEqual([
      [1, 'conflict', 1],
      [0, 'conflict', 1],
    ]);
  });

  it('answers each append of a batch by its index, after the appends to the same game before it', async () => {
    const [c, d] = ['index-c', 'index-d'];
    for (const id of [c, d]) await store.createGame({ id, gameType: 'arras', options: {} });
    const { rows } = await first.query<BatchRow>('SELECT * FROM wargames_append_batch($1::jsonb)', [
      batchOf(
        { gameId: d, expectedVersion: 0, commandId: 'd-1' },
        { gameId: c, expectedVersion: 0, commandId: 'c-1' },
        { gameId: d, expectedVersion: 1, commandId: 'd-2' },
        { gameId: d, expectedVersion: 1, commandId: 'd-stale' },
        { gameId: c, expectedVersion: 5, commandId: 'c-1' },
        { gameId: 'index-unknown', expectedVersion: 0, commandId: 'x' },
      ),
    ]);
    expect(heads(rows).sort((x, y) => (x[0] as number) - (y[0] as number))).toEqual([
      [0, 'appended', 1],
      [1, 'appended', 1],
      [2, 'appended', 2],
      [3, 'conflict', 2],
      [4, 'duplicate', 1],
      [5, 'not-found', null],
    ]);
    expect((await store.readStream(d)).map((event) => event.commandId)).toEqual(['d-1', 'd-2']);
  });
});
