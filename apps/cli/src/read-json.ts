// Views and events arrive as JSON; until a game's definition has a view and event schema the SDK types them as plain
// JSON, so the terminal reads them through these checks instead of trusting a shape.

/** The value at a path of object keys, or undefined. */
export function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
export const num = (value: unknown, fallback = 0): number => (typeof value === 'number' ? value : fallback);
export const bool = (value: unknown): boolean => value === true;
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const strings = (value: unknown): string[] => list(value).filter((item): item is string => typeof item === 'string');
export const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
