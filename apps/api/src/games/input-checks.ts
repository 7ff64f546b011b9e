import { ApiError } from '../errors/api-error';

const COMMAND_ID_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** A client's command id: 1 to 200 printable ASCII characters without spaces. */
export function checkCommandId(commandId: unknown): string {
  if (typeof commandId !== 'string' || !COMMAND_ID_PATTERN.test(commandId)) {
    throw ApiError.of('ERR_BAD_REQUEST', 'commandId', 'commandId must be 1 to 200 printable ASCII characters without spaces');
  }
  return commandId;
}

export function nonNegative(value: number, field: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw ApiError.of('ERR_BAD_REQUEST', field, `${field} must be a whole number ≥ 0`);
  return value;
}

export function pageSize(value: number | undefined, limits: { default: number; max: number }, field: string): number {
  if (value === undefined) return limits.default;
  if (!Number.isSafeInteger(value) || value < 1 || value > limits.max) {
    throw ApiError.of('ERR_BAD_REQUEST', field, `${field} must be a whole number from 1 to ${limits.max}`);
  }
  return value;
}

/** An optional argument that must be one of a few words (`status must be "active" or "ended"`); null is no filter. */
export function optionalOneOf<T extends string>(value: string | null | undefined, allowed: readonly T[], field: string): T | undefined {
  if (value === null || value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw ApiError.of('ERR_BAD_REQUEST', field, `${field} must be ${allowed.map((word) => `"${word}"`).join(' or ')}`);
  }
  return value as T;
}

/** A caller-supplied string shortened for an error message. */
export function truncate(text: string): string {
  return text.length > 64 ? `${text.slice(0, 64)}…` : text;
}
