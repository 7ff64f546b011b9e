'use client';

import { useSyncExternalStore } from 'react';
import { readSeats, SEATS_KEY, type HeldSeat } from '@/seats/seat-store';
import { announceStorageChange, storageChanges } from '@/storage/storage-changes';

const NONE: readonly HeldSeat[] = [];
let cached: { raw: string | null; seats: readonly HeldSeat[] } = { raw: null, seats: NONE };

function snapshot(): readonly HeldSeat[] {
  const raw = window.localStorage.getItem(SEATS_KEY);
  if (raw !== cached.raw) cached = { raw, seats: readSeats(window.localStorage) };
  return cached.seats;
}

// Another tab took or forgot a seat; this tab's own changes are announced by `notifySeatsChanged`.
const SEATS_CHANGED = 'wargames-seats';
const subscribe = storageChanges(SEATS_CHANGED);

export function notifySeatsChanged(): void {
  announceStorageChange(SEATS_CHANGED);
}

/** The seats this browser holds, kept up to date across tabs; none while rendering on the server. */
export function useHeldSeats(): readonly HeldSeat[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}
