'use client';

import { useEffect, useState } from 'react';
import { LONGEST_TIMER_MS } from '@/play/claim-wait';

/**
 * `now`, moved on at the first of `times` (ISO 8601) still to come: a line that changes at a known time (a claim of
 * the win opening) changes then, not at the next tick of a slower clock; a time beyond a browser timer's reach waits
 * for that tick.
 */
export function useClockAt(now: Date, times: readonly (string | null | undefined)[]): Date {
  const [woken, setWoken] = useState(0);
  const current = Math.max(now.getTime(), woken);
  const next = times.reduce<number | null>((soonest, time) => {
    const at = typeof time === 'string' ? Date.parse(time) : NaN;
    return at > current && (soonest === null || at < soonest) ? at : soonest;
  }, null);
  useEffect(() => {
    if (next === null || next - Date.now() > LONGEST_TIMER_MS) return;
    const timer = window.setTimeout(() => setWoken(next), Math.max(0, next - Date.now()));
    return () => window.clearTimeout(timer);
  }, [next]);
  return new Date(current);
}
