import { Client } from 'pg';
import { createTestDatabase, describeWithPostgres, postgresTestsEnabled } from './testing';

describe('postgresTestsEnabled', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('runs Postgres tests in CI even when asked to skip, and locally unless WARGAMES_SKIP_POSTGRES=1', () => {
    process.env['CI'] = 'true';
    process.env['WARGAMES_SKIP_POSTGRES'] = '1';
    expect(postgresTestsEnabled()).toBe(true);
    delete process.env['CI'];
    expect(postgresTestsEnabled()).toBe(false);
    delete process.env['WARGAMES_SKIP_POSTGRES'];
    expect(postgresTestsEnabled()).toBe(true);
  });

  it('fails, naming the server and the way out, when Postgres is unreachable', async () => {
    process.env['TEST_DATABASE_ADMIN_URL'] = 'postgres://postgres:secret@127.0.0.1:1/postgres';
    const error = (await createTestDatabase().catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/cannot reach the test Postgres server at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1/);
    expect(error.message).toMatch(/WARGAMES_SKIP_POSTGRES=1/);
    expect(error.message).not.toMatch(/secret/);
  });
});

describeWithPostgres('createTestDatabase', () => {
  it('creates distinct empty databases and drops them, even with a connection still open', async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    expect(a.name).not.toBe(b.name);
    const client = new Client({ connectionString: a.url });
    await client.connect();
    const { rows } = await client.query<{ db: string }>('SELECT current_database() AS db');
    expect(rows[0]?.db).toBe(a.name);
    client.on('error', () => undefined); // the drop below ends this connection
    await a.drop();
    await b.drop();
    await client.end().catch(() => undefined);

    const admin = new Client({ connectionString: process.env['TEST_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    const left = await admin.query('SELECT 1 FROM pg_database WHERE datname = ANY($1)', [[a.name, b.name]]);
    await admin.end();
    expect(left.rowCount).toBe(0);
  });
});
