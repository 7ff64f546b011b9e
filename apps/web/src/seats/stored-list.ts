/** What the seat and invite stores use of localStorage (tests give them a map). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** The entries of a JSON list kept under `key` that pass `isItem`; nothing when the list is missing or unreadable. */
export function readStoredList<T>(storage: StorageLike, key: string, isItem: (value: unknown) => value is T): T[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(key) ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isItem) : [];
}

/** Whether `value` is an object whose `keys` all hold non-empty strings. */
export function hasStrings(value: unknown, keys: readonly string[]): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return keys.every((key) => typeof entry[key] === 'string' && entry[key] !== '');
}
