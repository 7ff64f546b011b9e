'use client';

import { useSyncExternalStore } from 'react';
import { readSeats, SEATS_KEY, type HeldSeat } from '@/seats/seat-store';

const NONE: readonly HeldSeat[] = [];
let cached: { raw: string | null; seats: readonly HeldSeat[] } = { raw: null, seats: NONE };

function snapshot(): readonly HeldSeat[] {
  const raw = window.localStorage.getItem(SEATS_KEY);
  if (raw !== cached.raw) cached = { raw, seats: readSeats(window.localStorage) };
  return cached.seats;
}

function subscribe(changed: () => void): () => void {
  // Another tab took or forgot a seat; this tab's own changes call `changed` through `notifySeatsChanged`.
  window.addEventListener('storage', changed);
  window.addEventListener('wargames-seats', changed);
  return () => {
    window.removeEventListener('storage', changed);
    window.removeEventListener('wargames-seats', changed);
  };
}

export function notifySeatsChanged(): void {
  window.dispatchEvent(new Event('wargames-seats'));
}

/** The seats this browser holds, kept up to date across tabs; none while rendering on the server. */
export function useHeldSeats(): readonly HeldSeat[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}
