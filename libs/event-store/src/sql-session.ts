import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { ClientBase } from 'pg';

/**
 * One database session, below Prisma: the migrator needs multi-statement scripts and a session-level advisory lock,
 * which Prisma's raw queries (one prepared statement each, any pooled connection) cannot give.
 */
export interface SqlSession {
  /** Runs a script of one or more statements (simple query protocol), without parameters. */
  exec(script: string): Promise<void>;
  /** Runs one statement with `$1…` parameters and returns its rows. */
  query<Row extends object>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs `work` in one transaction on this session: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
}

export function pgSession(client: ClientBase): SqlSession {
  const session: SqlSession = {
    async exec(script) {
      await client.query(script);
    },
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<Row & Record<string, unknown>>(sql, [...params]);
      return result.rows;
    },
    async transaction(work) {
      await client.query('BEGIN');
      try {
        const result = await work(session);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // The original error matters more than a failed rollback (the connection may be gone already).
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };
  return session;
}

export function pgliteSession(db: PGlite): SqlSession {
  return {
    ...queriesOn(db),
    // PGlite's own transaction holds its lock throughout, so no other caller's query can run inside it.
    transaction: (work) => db.transaction((tx) => work({ ...queriesOn(tx), transaction: nestedTransaction })),
  };
}

function queriesOn(db: PGlite | Transaction): Pick<SqlSession, 'exec' | 'query'> {
  return {
    async exec(script) {
      await db.exec(script);
    },
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(sql, [...params]);
      return result.rows;
    },
  };
}

function nestedTransaction(): never {
  throw new Error('nested transactions are not supported');
}
