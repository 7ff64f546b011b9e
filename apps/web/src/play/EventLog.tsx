'use client';

import { useTranslations } from 'next-intl';
import styles from './PlayScreen.module.css';

export interface LogLine {
  readonly seq: number;
  readonly actor: string | null;
  readonly text: string;
}

/** What happened, in words from this viewer's side, newest at the bottom; new lines are announced politely. */
export function EventLog({ lines }: { readonly lines: readonly LogLine[] }) {
  const t = useTranslations('PlayScreen');
  const actor = useTranslations('PlayLog');
  const recent = lines.slice(-60);
  return (
    // Focusable: it scrolls, and keyboard users must be able to scroll it too.
    <section className={styles.log} aria-labelledby="play-log-heading" tabIndex={0}>
      <h2 id="play-log-heading">{t('log')}</h2>
      {recent.length === 0 ? (
        <p className={styles.muted}>{t('logEmpty')}</p>
      ) : (
        <ol className={styles.logList} aria-live="polite" aria-relevant="additions">
          {recent.map((line) => (
            <li key={line.seq}>
              {line.actor ? <span className={styles.logActor}>{actor('actor', { role: line.actor })}</span> : null} {line.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
