import { createEventStore, type EventStore } from '@wargames/event-store';
import { createTestDatabase, postgresTestsEnabled } from '@wargames/event-store/testing';

/** A fresh database for one test file, with the store opened on it. */
export interface OpenBackend {
  readonly store: EventStore;
  /** Set for Postgres: other processes may open the same database. */
  readonly databaseUrl?: string;
  close(): Promise<void>;
}

export interface Backend {
  readonly name: 'pglite' | 'postgres';
  open(): Promise<OpenBackend>;
}

const pglite: Backend = {
  name: 'pglite',
  async open() {
    const store = await createEventStore({ dataDir: 'memory://', onError: () => undefined });
    return { store, close: () => store.close() };
  },
};

/** Its own fresh database every run; in CI a missing server fails the test (createTestDatabase throws). */
const postgres: Backend = {
  name: 'postgres',
  async open() {
    const database = await createTestDatabase();
    const store = await createEventStore({ databaseUrl: database.url, onError: () => undefined });
    return {
      store,
      databaseUrl: database.url,
      async close() {
        await store.close();
        await database.drop();
      },
    };
  },
};

/** PGlite always; Postgres unless a developer opted out outside CI (WARGAMES_SKIP_POSTGRES=1). */
export const backends: readonly Backend[] = postgresTestsEnabled() ? [pglite, postgres] : [pglite];
export { postgres as postgresBackend };
