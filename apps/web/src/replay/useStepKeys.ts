'use client';

import { useEffect, useRef } from 'react';

export interface StepKeyActions {
  readonly first: () => void;
  readonly previous: () => void;
  readonly next: () => void;
  readonly end: () => void;
  readonly previousTurn: () => void;
  readonly nextTurn: () => void;
  readonly togglePlay: () => void;
}

/** Elements that use these keys themselves: a key pressed there is theirs (the slider's arrows, a button's space). */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return Boolean(target.closest('input, textarea, select, button, a, [contenteditable="true"], [role="button"]'));
}

/** The replay's keys (web.md habit 6): ← → one step, Home End, PageUp PageDown one turn, space play/pause. */
export function useStepKeys(actions: StepKeyActions): void {
  // One listener for the page's life; it calls the newest actions.
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (ownsKeys(event.target)) return;
      const now = latest.current;
      const action: (() => void) | undefined = {
        ArrowLeft: now.previous,
        ArrowRight: now.next,
        Home: now.first,
        End: now.end,
        PageUp: now.previousTurn,
        PageDown: now.nextTurn,
        ' ': now.togglePlay,
      }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
