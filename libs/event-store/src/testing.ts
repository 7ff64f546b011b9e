import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** A throwaway Postgres database for one test file. */
export interface TestDatabase {
  readonly url: string;
  readonly name: string;
  /** Drops the database, ending any connection still open to it. */
  drop(): Promise<void>;
}

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function testAdminUrl(): string {
  return process.env['TEST_DATABASE_ADMIN_URL'] ?? DEFAULT_ADMIN_URL;
}

/**
 * Whether Postgres-backed tests run. They always do in CI (a missing server then fails the run) and locally too,
 * unless WARGAMES_SKIP_POSTGRES=1.
 */
export function postgresTestsEnabled(): boolean {
  return process.env['CI'] === 'true' || process.env['WARGAMES_SKIP_POSTGRES'] !== '1';
}

/** `describe` when Postgres tests are enabled, else `describe.skip`. */
export function describeWithPostgres(name: string, body: () => void): void {
  (postgresTestsEnabled() ? describe : describe.skip)(name, body);
}

/** Creates a fresh, uniquely named database on the local test server. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = testAdminUrl();
  const name = `wargames_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, async (admin) => {
    // CREATE DATABASE copies template1 and fails while another session is copying it too: retry briefly.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
        return;
      } catch (error) {
        const busy = (error as { code?: string }).code === '55006';
        if (!busy || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    name,
    async drop() {
      if (dropped) return;
      dropped = true;
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(adminUrl: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    await admin.end().catch(() => undefined);
    throw new Error(
      `cannot reach the test Postgres server at ${redact(adminUrl)} (set TEST_DATABASE_ADMIN_URL, or ` +
        `WARGAMES_SKIP_POSTGRES=1 to skip Postgres tests outside CI): ${(error as Error).message}`,
      { cause: error },
    );
  }
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
