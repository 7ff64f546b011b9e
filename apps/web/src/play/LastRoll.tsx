'use client';

import { useNarrator, type NarratedEntry, type NarrationViewer } from '@/narration';
import { diceOf } from './dice-of';
import { DiceTray } from './DiceTray';

/** The dice of the last event that rolled any, with that event told as the log tells it. */
export function LastRoll({ gameType, viewer, entries }: { readonly gameType: string; readonly viewer: NarrationViewer; readonly entries: readonly NarratedEntry[] }) {
  const tellEvent = useNarrator(gameType, viewer);
  for (let i = entries.length - 1; i >= 0; i--) {
    const event = (entries[i] as NarratedEntry).event;
    const dice = diceOf(event);
    if (dice.length > 0) return <DiceTray dice={dice} caption={tellEvent(event).told.text} />;
  }
  return <DiceTray dice={[]} caption={null} />;
}
