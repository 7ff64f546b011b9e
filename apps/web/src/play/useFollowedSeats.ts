'use client';

import { useEffect, useState } from 'react';
import type { SeatSummary } from '@/seats/empty-seats';

/** How often the seats are read again while a player waits for an opponent to come. */
export const SEATS_EVERY_MS = 4_000;

/**
 * The game's seats, from the summary the page was built with, then read again (`read`) every few seconds while they
 * are `followedWhile`, and at once when the page comes back into view or the game moves (`version`). Taking a seat is no event
 * of the game, so the live stream does not carry it: this is how an inviter's page learns that the opponent has come.
 * Nothing is read while the page is hidden.
 */
export function useFollowedSeats(
  initial: readonly SeatSummary[],
  read: () => Promise<readonly SeatSummary[]>,
  followedWhile: (seats: readonly SeatSummary[]) => boolean,
  version: number | undefined,
): readonly SeatSummary[] {
  const [seats, setSeats] = useState(initial);
  const following = followedWhile(seats);

  useEffect(() => {
    if (!following) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reading = false;
    const readNow = async () => {
      if (reading) return;
      clearTimeout(timer);
      if (document.visibilityState === 'visible') {
        reading = true;
        const next = await read().catch(() => null);
        reading = false;
        if (stopped) return;
        // The same seats keep the same array, so nothing that depends on them runs again.
        if (next) setSeats((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
      }
      timer = setTimeout(() => void readNow(), SEATS_EVERY_MS);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void readNow();
    };
    void readNow();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [following, read, version]);

  return seats;
}
