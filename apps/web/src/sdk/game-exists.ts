import type { GameSummary } from '@wargames/sdk';
import { isGameTypeId, type Loaded } from './server';

/** How many games a server process remembers as known (then it forgets them all and starts again). */
const REMEMBERED = 1_000;

/**
 * Whether the API knows a game of a type this app draws: true, false, or null when the API did not answer. Games are never deleted,
 * so a game found once is remembered and not asked about again: the proxy's check costs one request per game, not
 * one per page load.
 */
export function gameExistence(load: (gameId: string) => Promise<Loaded<GameSummary | null>>): (gameId: string) => Promise<boolean | null> {
  const known = new Set<string>();
  return async (gameId) => {
    if (known.has(gameId)) return true;
    const loaded = await load(gameId);
    if (!loaded.ok) return null;
    const exists = loaded.value !== null && isGameTypeId(loaded.value.gameType);
    if (exists) {
      if (known.size >= REMEMBERED) known.clear();
      known.add(gameId);
    }
    return exists;
  };
}
