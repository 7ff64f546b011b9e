'use client';

import { useTranslations } from 'next-intl';
import type { NarratedEntry, NarrationViewer } from './narration';
import { NarrationLine } from './NarrationLine';
import { useFollowNewest } from './useFollowNewest';
import { useNarrator } from './useNarrator';
import styles from './EventLog.module.css';

export interface EventLogProps {
  readonly gameType: string;
  /** Whose eyes the events were redacted for: the words follow (you / the German). */
  readonly viewer: NarrationViewer;
  readonly entries: readonly NarratedEntry[];
  /** A heading id the log is labelled by; without it the log has its own visible title. */
  readonly labelledBy?: string;
  /**
   * The log scrolls in a box of its own (the play page): it is then a tab stop, so the keyboard scrolls it too, and it
   * keeps the newest event in view unless the reader has scrolled back (useFollowNewest).
   */
  readonly scrolls?: boolean;
}

/**
 * The events of a game in words, newest last, for the play page: a polite live region, so a screen reader hears each
 * new event as it arrives. Rule ids link to their paragraphs.
 */
export function EventLog({ gameType, viewer, entries, labelledBy, scrolls = false }: EventLogProps) {
  const t = useTranslations('NarrationLog');
  const tellEvent = useNarrator(gameType, viewer);
  const box = useFollowNewest<HTMLElement>(scrolls, entries[entries.length - 1]?.seq ?? null);
  return (
    <section ref={scrolls ? box : undefined} className={scrolls ? `${styles.log} ${styles.scrolls}` : styles.log} aria-labelledby={labelledBy ?? 'event-log-title'} tabIndex={scrolls ? 0 : undefined}>
      {labelledBy ? null : (
        <h2 id="event-log-title" className={styles.title}>
          {t('title')}
        </h2>
      )}
      {entries.length === 0 ? <p className={styles.empty}>{t('empty')}</p> : null}
      <ol className={styles.list} aria-live="polite" aria-relevant="additions">
        {entries.map((entry) => (
          <li key={entry.seq} className={styles.item}>
            <NarrationLine narrated={tellEvent(entry.event)} />
          </li>
        ))}
      </ol>
    </section>
  );
}
