'use client';

import { useTranslations } from 'next-intl';
import { ruleTag as rule } from '@/components/RuleLink';
import styles from './PlayScreen.module.css';

/** The fields of Graf Spee's raid preview (libs/games/graf-spee/src/raid-preview.ts) this panel shows. */
export interface RaidFigures {
  readonly kind: 'raid';
  readonly hex: string;
  readonly surePoints: boolean;
  readonly results: readonly number[];
  readonly score: number;
  readonly winsIfScores: boolean;
  readonly rules: readonly string[];
}


/** What a raid would score here, what it shows the British, and when it wins at once: the API's figures in words. */
export function RaidFigureList({ figures }: { readonly figures: RaidFigures }) {
  const t = useTranslations('PlayPreview');
  return (
    <>
      <p className={styles.oddsLine}>
        <strong>{t.rich(figures.surePoints ? 'raidSure' : 'raidDie', { rule })}</strong>
      </p>
      <ul className={styles.oddsList}>
        <li>{t.rich('raidReveals', { hex: figures.hex, rule })}</li>
        <li>{t.rich(figures.winsIfScores ? 'raidWins' : 'raidScore', { score: figures.score, rule })}</li>
      </ul>
      {figures.surePoints ? null : (
        <table className={styles.oddsTable}>
          <caption>{t('raidTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dieHeader')}</th>
              <th scope="col">{t('pointsHeader')}</th>
            </tr>
          </thead>
          <tbody>
            {figures.results.map((points, i) => (
              <tr key={i}>
                <td>{i + 1}</td>
                <td>{t('raidPoints', { points })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
