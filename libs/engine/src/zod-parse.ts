import type { z } from 'zod';
import { err, ok, type Result } from './result';
import { ruleError, type RuleError } from './rule-error';

/**
 * Validates raw input with a zod schema and turns the first problem into a RuleError that names the field,
 * e.g. `path[1]: Invalid input`.
 */
export function parseWith<T>(schema: z.ZodType<T>, raw: unknown, code: string, what: string): Result<T, RuleError> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const field = issue ? formatPath(issue.path) : '';
  const reason = issue ? issue.message : 'invalid';
  return err(ruleError(code, field || what, `${what}${field ? ` field "${field}"` : ''}: ${reason}`));
}

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}
