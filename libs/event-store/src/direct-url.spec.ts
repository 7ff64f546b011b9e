import { Client } from 'pg';
import { createEventStore } from './create-event-store';
import { migrate } from './migrate';
import { LISTENER_APPLICATION_NAME } from './postgres-change-feed';
import { createTestDatabase, describeWithPostgres, testAdminUrl, type TestDatabase } from './testing';

/** A URL nothing listens on: any connection to it fails at once. */
const NOWHERE = 'postgres://postgres@127.0.0.1:1/nowhere';
const listenerRole = `wargames_listener_${process.pid}`;

describeWithPostgres('directUrl: the session connections (LISTEN, migrations) beside a pooled DATABASE_URL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
    const admin = new Client({ connectionString: testAdminUrl() });
    await admin.connect();
    await admin.query(`DROP ROLE IF EXISTS "${listenerRole}"`).finally(() => admin.end());
  });

  it('migrates over directUrl only: the pooled URL is not needed for it', async () => {
    const report = await migrate({ databaseUrl: NOWHERE, directUrl: database.url });
    expect(report.applied.length).toBeGreaterThan(0);
  });

  it('opens the LISTEN connection on directUrl and refuses to start when that is unreachable', async () => {
    await expect(createEventStore({ databaseUrl: database.url, directUrl: NOWHERE })).rejects.toThrow();

    // The direct URL logs in as another role, so pg_stat_activity shows which URL the LISTEN connection came from.
    const admin = new Client({ connectionString: database.url });
    await admin.connect();
    await admin.query(`CREATE ROLE "${listenerRole}" LOGIN`);
    await admin.query(`GRANT USAGE, CREATE ON SCHEMA public TO "${listenerRole}"`);
    await admin.query(`GRANT SELECT ON "_prisma_migrations" TO "${listenerRole}"`);
    const direct = new URL(database.url);
    direct.username = listenerRole;
    const store = await createEventStore({ databaseUrl: database.url, directUrl: direct.toString() });
    try {
      const listeners = await admin.query<{ usename: string; query: string }>(
        'SELECT usename, query FROM pg_stat_activity WHERE datname = $1 AND application_name = $2',
        [database.name, LISTENER_APPLICATION_NAME],
      );
      expect(listeners.rows).toEqual([{ usename: listenerRole, query: expect.stringMatching(/^LISTEN /) }]);
    } finally {
      await store.close();
      await admin.end();
    }
  });
});
