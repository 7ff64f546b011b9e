import type { PGlite } from '@electric-sql/pglite';
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
}

export function pgSession(client: ClientBase): SqlSession {
  return {
    async exec(script) {
      await client.query(script);
    },
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<Row & Record<string, unknown>>(sql, [...params]);
      return result.rows;
    },
  };
}

export function pgliteSession(db: PGlite): SqlSession {
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
