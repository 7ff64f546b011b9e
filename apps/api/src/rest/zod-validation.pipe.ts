import type { PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { ApiError } from '../errors/api-error';

/** Validates a request body or query with a zod schema; the first problem becomes ERR_BAD_REQUEST naming the field. */
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(
    private readonly schema: z.ZodType<T>,
    private readonly what: string,
  ) {}

  transform(value: unknown): T {
    const parsed = this.schema.safeParse(value ?? (this.what === 'query' ? {} : undefined));
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const keys = issue && 'keys' in issue && Array.isArray(issue.keys) ? (issue.keys as string[]) : [];
    const field = [...(issue?.path ?? []).map(String), ...keys.slice(0, 1)].join('.') || this.what;
    throw ApiError.of('ERR_BAD_REQUEST', field, `${this.what} field "${field}": ${issue?.message ?? 'invalid'}`);
  }
}

/** The OpenAPI form of a request schema, from the same zod schema that validates it. */
export function openApiSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}
