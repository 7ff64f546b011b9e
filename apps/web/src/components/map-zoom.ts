'use client';

import { useSyncExternalStore } from 'react';
import { announceStorageChange, storageChanges } from '@/storage/storage-changes';

/** Kept per browser: whoever enlarged the map on a phone wants it enlarged on the next game and in replays too. */
export const MAP_ZOOM_KEY = 'wargames.mapEnlarged';
const CHANGED = 'wargames-map-zoom';

const subscribe = storageChanges(CHANGED);

const snapshot = () => window.localStorage.getItem(MAP_ZOOM_KEY) === '1';

/** Whether the map is drawn enlarged (its frame then scrolls), and the way to change it; fitted while rendering on the server. */
export function useMapEnlarged(): readonly [boolean, (enlarged: boolean) => void] {
  const enlarged = useSyncExternalStore(subscribe, snapshot, () => false);
  const set = (next: boolean) => {
    if (next) window.localStorage.setItem(MAP_ZOOM_KEY, '1');
    else window.localStorage.removeItem(MAP_ZOOM_KEY);
    announceStorageChange(CHANGED);
  };
  return [enlarged, set] as const;
}
