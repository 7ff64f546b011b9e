'use client';

import { useSyncExternalStore } from 'react';

/** Kept per browser: whoever enlarged the map on a phone wants it enlarged on the next game and in replays too. */
export const MAP_ZOOM_KEY = 'wargames.mapEnlarged';
const CHANGED = 'wargames-map-zoom';

function subscribe(changed: () => void): () => void {
  window.addEventListener('storage', changed);
  window.addEventListener(CHANGED, changed);
  return () => {
    window.removeEventListener('storage', changed);
    window.removeEventListener(CHANGED, changed);
  };
}

const snapshot = () => window.localStorage.getItem(MAP_ZOOM_KEY) === '1';

/** Whether the map is drawn enlarged (its frame then scrolls), and the way to change it; fitted while rendering on the server. */
export function useMapEnlarged(): readonly [boolean, (enlarged: boolean) => void] {
  const enlarged = useSyncExternalStore(subscribe, snapshot, () => false);
  const set = (next: boolean) => {
    if (next) window.localStorage.setItem(MAP_ZOOM_KEY, '1');
    else window.localStorage.removeItem(MAP_ZOOM_KEY);
    window.dispatchEvent(new Event(CHANGED));
  };
  return [enlarged, set] as const;
}
