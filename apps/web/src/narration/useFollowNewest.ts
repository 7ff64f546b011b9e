'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { scrolledToEnd } from './scrolled-to-end';

/**
 * A scrolled log that keeps its newest line in view, as a chat or lichess's move list does: it opens at its end and
 * follows each new line while the reader is at the end, and stays put once the reader scrolls back to read.
 * `newest` names the last line (its seq); `enabled` is false for a log that does not scroll in a box of its own. The
 * box's last child is the list of lines.
 */
export function useFollowNewest<T extends HTMLElement>(enabled: boolean, newest: number | null) {
  const ref = useRef<T>(null);
  const following = useRef(true);
  useEffect(() => {
    const box = ref.current;
    if (!enabled || !box) return;
    const onScroll = () => {
      following.current = scrolledToEnd(box);
    };
    box.addEventListener('scroll', onScroll, { passive: true });
    // Lines that grow after they are drawn (a web font arriving, another language, a narrower window) would push the
    // newest out of view without a scroll event: follow them too. The box's last child holds the lines.
    const resized = new ResizeObserver(() => {
      if (following.current) box.scrollTop = box.scrollHeight;
    });
    resized.observe(box);
    if (box.lastElementChild) resized.observe(box.lastElementChild);
    return () => {
      box.removeEventListener('scroll', onScroll);
      resized.disconnect();
    };
  }, [enabled]);
  // Before paint: the new line never shows for a frame above the end and then jumps.
  useLayoutEffect(() => {
    const box = ref.current;
    if (enabled && box && following.current) box.scrollTop = box.scrollHeight;
  }, [enabled, newest]);
  return ref;
}
