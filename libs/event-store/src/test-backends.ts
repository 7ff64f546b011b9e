// Test-only: opens the same store over each backend, with raw SQL access to the database behind it.
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { createEventStore, createEventStoreOnPglite } from './create-event-store';
import type { EventStore, StreamNotification } from './event-store';
import { createTestDatabase, postgresTestsEnabled } from './testing';

export interface TestBackend {
  readonly name: 'pglite' | 'postgres';
  readonly store: EventStore;
  /** Raw SQL on the same database, bypassing the store. */
  sql<Row extends object = Record<string, unknown>>(query: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

const quiet = (): void => undefined;

export async function openPgliteBackend(): Promise<TestBackend> {
  const db = new PGlite('memory://');
  const store = await createEventStoreOnPglite(db, { onError: quiet });
  return {
    name: 'pglite',
    store,
    async sql<Row extends object>(query: string, params: unknown[] = []) {
      return (await db.query<Row>(query, params)).rows;
    },
    async close() {
      await store.close();
      await db.close();
    },
  };
}

export async function openPostgresBackend(): Promise<TestBackend> {
  const database = await createTestDatabase();
  const store = await createEventStore({ databaseUrl: database.url, onError: quiet, maxConnections: 8 });
  const raw = new Client({ connectionString: database.url });
  await raw.connect();
  return {
    name: 'postgres',
    store,
    async sql<Row extends object>(query: string, params: unknown[] = []) {
      return (await raw.query<Row & Record<string, unknown>>(query, params)).rows;
    },
    async close() {
      await store.close();
      await raw.end();
      await database.drop();
    },
  };
}

/** Every backend the suite runs against: PGlite always, Postgres unless skipped outside CI. */
export function testBackends(): [string, () => Promise<TestBackend>][] {
  return [
    ['pglite', openPgliteBackend],
    ...(postgresTestsEnabled() ? [['postgres', openPostgresBackend] as [string, () => Promise<TestBackend>]] : []),
  ];
}

/** Resolves with the first notification `accept` takes, or rejects after `ms`. */
export function nextNotification<T>(
  store: EventStore,
  accept: (notification: { gameId: string; version: number }) => T | undefined,
  ms = 5_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`no matching notification within ${ms} ms`));
    }, ms);
    const unsubscribe = store.subscribe((notification) => {
      const value = accept(notification);
      if (value === undefined) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(value);
    });
  });
}

/** The notifications of `gameIds` the store delivers from now until `stop()`, in the order they arrive. */
export function collectNotifications(store: EventStore, ...gameIds: string[]): { readonly seen: StreamNotification[]; stop(): void } {
  const seen: StreamNotification[] = [];
  const stop = store.subscribe((notification) => {
    if (gameIds.includes(notification.gameId)) seen.push(notification);
  });
  return { seen, stop };
}
