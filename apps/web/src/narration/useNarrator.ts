'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { narrate } from './narrate';
import type { Narration, NarrationViewer } from './narration';
import { tell, type NarrationTranslate, type ToldNarration } from './tell';

/** An event told in the page's language for one viewer: its narration (rules, hexes) and its words. */
export interface NarratedEvent {
  readonly narration: Narration;
  readonly told: ToldNarration;
}

/** A function from an event, as the viewer received it, to its narration in the current language. */
export function useNarrator(gameType: string, viewer: NarrationViewer): (event: { readonly type: string }) => NarratedEvent {
  const t = useTranslations('Narration');
  const locale = useLocale();
  return useCallback(
    (event) => {
      const narration = narrate(gameType, event, viewer);
      // Keys are built from event types; tell() is tested to hit an existing key for every type in every language.
      return { narration, told: tell(narration, t as unknown as NarrationTranslate, locale) };
    },
    [gameType, viewer, t, locale],
  );
}
