/**
 * The database did not answer: the connection was refused, dropped or terminated by the server (a restart, a
 * failover, pg_terminate_backend). Nothing is known to have been stored; the request may be sent again, and a
 * command with the same command id is then answered once (idempotent retry).
 */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the database is not available: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** SQLSTATE classes and codes of a lost or refused connection (57P01 admin_shutdown is pg_terminate_backend). */
const UNAVAILABLE_SQLSTATES = /^(08|57P0[1-4]|53300)/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection is closed|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed|Code: `(08\w{3}|57P0[1-4]|53300)`/i;

/** Whether an error from `pg` (or from Prisma over it) means the database could not be reached. */
export function isConnectionLoss(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    // Prisma reports the driver's SQLSTATE in its message ("Database error. Code: `57P01`") or in meta.code.
    const { code, message, meta } = current as { code?: unknown; message?: unknown; meta?: { code?: unknown } };
    for (const candidate of [code, meta?.code]) {
      if (typeof candidate === 'string' && (UNAVAILABLE_SQLSTATES.test(candidate) || UNAVAILABLE_NODE_CODES.has(candidate))) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
