'use client';

import type { GameSummary } from '@wargames/sdk';
import { useEffect, useState } from 'react';
import type { HeldSeat } from '@/seats/seat-store';
import { summariesToRead } from './summaries-to-read';

/**
 * The summaries of the games this browser holds seats in: from the lobby's lists when they hold the game, else read
 * through the SDK (null when the API does not know the game), again whenever the lists are (a game under way only).
 * Undefined while a first read is under way or failed.
 */
export function useHeldSummaries(apiUrl: string, seats: readonly HeldSeat[], listed: readonly GameSummary[]): ReadonlyMap<string, GameSummary | null> {
  const [read, setRead] = useState<ReadonlyMap<string, GameSummary | null>>(new Map());
  const known = new Map<string, GameSummary | null>(read);
  for (const game of listed) known.set(game.id, game);
  const missingKey = summariesToRead(
    seats.map((seat) => seat.gameId),
    listed,
    read,
  ).join(',');
  useEffect(() => {
    if (missingKey === '') return;
    let current = true;
    void (async () => {
      // Loaded when needed, as the lobby's other reads are: the lobby's first load carries no SDK.
      const { browserClient, WargamesApiError } = await import('@/sdk/browser');
      const client = browserClient(apiUrl);
      const answers = await Promise.all(
        missingKey.split(',').map(async (id) => {
          try {
            return [id, await client.getGame(id)] as const;
          } catch (failure) {
            return failure instanceof WargamesApiError && failure.code === 'ERR_GAME_NOT_FOUND' ? ([id, null] as const) : null;
          }
        }),
      );
      if (!current) return;
      setRead((before) => new Map([...before, ...answers.filter((answer) => answer !== null)]));
    })();
    return () => {
      current = false;
    };
    // `listed` is new on each refresh of the lobby's lists: the games under way are read again with them.
  }, [apiUrl, missingKey, listed]);
  return known;
}
