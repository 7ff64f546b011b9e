'use client';

import { useTranslations } from 'next-intl';
import styles from './PlayScreen.module.css';

const PIPS: Record<number, readonly [number, number][]> = {
  1: [[2, 2]],
  2: [[1, 1], [3, 3]],
  3: [[1, 1], [2, 2], [3, 3]],
  4: [[1, 1], [1, 3], [3, 1], [3, 3]],
  5: [[1, 1], [1, 3], [2, 2], [3, 1], [3, 3]],
  6: [[1, 1], [1, 2], [1, 3], [3, 1], [3, 2], [3, 3]],
};

/** The last roll: each die drawn with its pips, and read out as a number. */
export function DiceTray({ dice, caption }: { readonly dice: readonly number[]; readonly caption: string | null }) {
  const t = useTranslations('PlayScreen');
  return (
    <section className={styles.dice} aria-labelledby="play-dice-heading">
      <h2 id="play-dice-heading">{t('dice')}</h2>
      {dice.length === 0 ? (
        <p className={styles.muted}>{t('noDice')}</p>
      ) : (
        <>
          <ul className={styles.diceRow}>
            {dice.map((value, i) => (
              <li key={i}>
                <svg viewBox="0 0 40 40" width="40" height="40" role="img" aria-label={t('die', { value })}>
                  <rect x="1.5" y="1.5" width="37" height="37" rx="7" className={styles.dieBody} />
                  {(PIPS[value] ?? []).map(([x, y], j) => (
                    <circle key={j} cx={x * 10} cy={y * 10} r="3.6" className={styles.diePip} />
                  ))}
                </svg>
              </li>
            ))}
          </ul>
          {caption ? <p className={styles.diceCaption}>{caption}</p> : null}
        </>
      )}
    </section>
  );
}
