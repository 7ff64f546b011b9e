import type { GameSummary } from '@wargames/sdk';

/**
 * The held games to read through the SDK on a refresh of the lobby: those its lists lack, unless the last read found
 * the game over or gone, which no later read can change. Games under way are read again, so "my games" stays as fresh
 * as the lists.
 */
export function summariesToRead(heldGameIds: readonly string[], listed: readonly GameSummary[], read: ReadonlyMap<string, GameSummary | null>): string[] {
  const inLists = new Set(listed.map((game) => game.id));
  return [...new Set(heldGameIds)]
    .filter((id) => !inLists.has(id))
    .filter((id) => {
      const last = read.get(id);
      return last === undefined || (last !== null && last.status === 'active');
    })
    .sort();
}
