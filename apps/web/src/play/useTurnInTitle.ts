'use client';

import { useEffect } from 'react';

/**
 * Puts "Your turn" in front of the tab's title while this page's seat is to play, as lichess does: a player waiting
 * in another tab sees the turn come round. The title is put back when the turn passes or the page closes, unless
 * something else has changed it meanwhile.
 */
export function useTurnInTitle(yourTurn: boolean, label: string): void {
  useEffect(() => {
    if (!yourTurn) return;
    const base = document.title;
    const marked = `${label} · ${base}`;
    document.title = marked;
    return () => {
      if (document.title === marked) document.title = base;
    };
  }, [yourTurn, label]);
}
