/**
 * Server faults already logged with their request's fields (by the exception filter, which sees the request), so
 * that the GraphQL error formatter, which does not, logs them only when nobody else did.
 */
const logged = new WeakSet<object>();

export function markLogged(fault: unknown): void {
  if (typeof fault === 'object' && fault !== null) logged.add(fault);
}

export function wasLogged(fault: unknown): boolean {
  return typeof fault === 'object' && fault !== null && logged.has(fault);
}
