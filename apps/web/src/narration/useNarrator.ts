'use client';

import { createTranslator, useLocale, useMessages, useTimeZone } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { narrate } from './narrate';
import type { Narration, NarrationViewer } from './narration';
import { tell, type NarrationTranslate, type ToldNarration } from './tell';

/** An event told in the page's language for one viewer: its narration (rules, hexes) and its words. */
export interface NarratedEvent {
  readonly narration: Narration;
  readonly told: ToldNarration;
}

/**
 * A function from an event, as the viewer received it, to its narration in the current language. It stays the same
 * function while language, messages and viewer stay the same (useTranslations' `t` may not), so a list of thousands
 * of moves is told once, not on every step (profiled: re-telling 2,000 events cost most of a step).
 */
export function useNarrator(gameType: string, viewer: NarrationViewer): (event: { readonly type: string }) => NarratedEvent {
  const locale = useLocale();
  const messages = useMessages();
  const timeZone = useTimeZone();
  const translate = useMemo(
    // Keys are built from event types; tell() is tested to hit an existing key for every type in every language.
    () => createTranslator({ locale, messages, namespace: 'Narration', timeZone }) as unknown as NarrationTranslate,
    [locale, messages, timeZone],
  );
  return useCallback(
    (event) => {
      const narration = narrate(gameType, event, viewer);
      return { narration, told: tell(narration, translate, locale) };
    },
    [gameType, viewer, translate, locale],
  );
}
