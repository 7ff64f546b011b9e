'use client';

import { useEffect, useState } from 'react';

/** The longest wait a browser timer keeps (2^31 − 1 ms); a time further off waits for the next tick of `now`. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * `now`, moved on at the first of `times` (ISO 8601) still to come: a line that changes at a known time (a claim of
 * the win opening) changes then, not at the next tick of a slower clock.
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
