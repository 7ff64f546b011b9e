'use client';

import type { GameTypeId } from '@wargames/sdk';
import { useEffect, useState } from 'react';
import type { HeldSeat } from '@/seats/seat-store';

/** A held seat with the key of its claim time's read (`claimReadKey`), null when none is worth making. */
export interface ClaimRead {
  readonly seat: HeldSeat;
  readonly key: string | null;
}

/**
 * The time from which each held seat may claim the win (null: not as things stand), read through the SDK with the
 * seat's own token, once per key: a new move in its game makes a new key. Keys not read yet, or whose read failed,
 * are absent.
 */
export function useClaimTimes(apiUrl: string, reads: readonly ClaimRead[]): ReadonlyMap<string, string | null> {
  const [times, setTimes] = useState<ReadonlyMap<string, string | null>>(new Map());
  const wanted = reads.filter((read): read is { seat: HeldSeat; key: string } => read.key !== null && !times.has(read.key));
  const wantedKey = wanted.map((read) => read.key).join(',');
  useEffect(() => {
    if (wantedKey === '') return;
    let current = true;
    void (async () => {
      // Loaded when needed, as the lobby's other reads are: the lobby's first load carries no SDK.
      const { browserClient } = await import('@/sdk/browser');
      const client = browserClient(apiUrl);
      const answers = await Promise.all(
        wanted.map(async ({ seat, key }) => {
          try {
            const session = client.game(seat.gameType as GameTypeId).open(seat.gameId, { token: seat.token });
            return [key, (await session.legal()).claimableAt] as const;
          } catch {
            return null;
          }
        }),
      );
      if (!current) return;
      setTimes((before) => new Map([...before, ...answers.filter((answer) => answer !== null)]));
    })();
    return () => {
      current = false;
    };
    // `wanted` is new on every render; what it asks for is `wantedKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiUrl, wantedKey]);
  return times;
}
