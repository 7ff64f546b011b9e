import type { Json } from '@wargames/engine';

/**
 * A value as plain JSON, the way it is stored: what `JSON.parse(JSON.stringify(value))` gives (undefined fields and
 * functions dropped, undefined array items and non-finite numbers null, -0 as 0), copied directly for plain data, which is
 * what the games produce; every command's events pass here, and the text round trip cost more than the copy. Values
 * JSON treats specially (toJSON, class instances, bigint, cycles) take the round trip itself.
 */
export function toJson(value: unknown): Json {
  const copied = copyPlain(value, 0);
  return copied === NOT_PLAIN ? (JSON.parse(JSON.stringify(value)) as Json) : copied;
}

const NOT_PLAIN = Symbol('not plain');
/** Deeper than this the copy stops and JSON's own round trip answers (and throws on a cycle as it does). */
const MAX_DEPTH = 64;

function copyPlain(value: unknown, depth: number): Json | typeof NOT_PLAIN {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      // JSON writes -0 as 0.
      return Number.isFinite(value) ? value + 0 : null;
    case 'object':
      break;
    default:
      // undefined, functions, symbols at the top, and bigint: JSON's round trip throws or answers as it does.
      return NOT_PLAIN;
  }
  if (value === null) return null;
  if (depth >= MAX_DEPTH) return NOT_PLAIN;
  if (Array.isArray(value)) {
    const items: Json[] = new Array<Json>(value.length);
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') {
        items[i] = null;
        continue;
      }
      const copied = copyPlain(item, depth + 1);
      if (copied === NOT_PLAIN) return NOT_PLAIN;
      items[i] = copied;
    }
    return items;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if ((prototype !== Object.prototype && prototype !== null) || typeof (value as { toJSON?: unknown }).toJSON === 'function') return NOT_PLAIN;
  const fields: Record<string, Json> = {};
  for (const key of Object.keys(value)) {
    const field: unknown = (value as Record<string, unknown>)[key];
    if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
    const copied = copyPlain(field, depth + 1);
    if (copied === NOT_PLAIN) return NOT_PLAIN;
    fields[key] = copied;
  }
  return fields;
}
