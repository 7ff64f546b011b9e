/** How many texts a remembering translator keeps before it starts afresh. */
const REMEMBERED = 5_000;

/**
 * A translator that formats each message with the same plain values (strings, numbers, booleans) once and then answers
 * from memory: a replay step builds the board's names again (every hex says what stands on it), and most of them
 * are the texts of the step before. Its `rich`, `markup`, `raw` and `has` are the original's.
 */
export function rememberingTranslator<T extends object>(t: T): T {
  const format = t as unknown as (key: string, values?: Readonly<Record<string, unknown>>) => string;
  const known = new Map<string, string>();
  const remembering = (key: string, values?: Readonly<Record<string, unknown>>): string => {
    const id = values === undefined ? key : `${key}\u0000${JSON.stringify(values)}`;
    let text = known.get(id);
    if (text === undefined) {
      if (known.size >= REMEMBERED) known.clear();
      text = format(key, values);
      known.set(id, text);
    }
    return text;
  };
  return Object.assign(remembering, t) as unknown as T;
}
