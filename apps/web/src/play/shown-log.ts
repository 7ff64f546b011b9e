/**
 * The log entries a board at `version` accounts for. A version is the seq of its last event, so these are the entries
 * up to it: a live event arrives before the view it leads to is read, and waits for that view, so the words and the
 * board change in one render (the log never tells of a piece the board does not show yet).
 */
export function shownLog<E extends { readonly seq: number }>(log: readonly E[], version: number): readonly E[] {
  const last = log[log.length - 1];
  return last && last.seq > version ? log.filter((entry) => entry.seq <= version) : log;
}
