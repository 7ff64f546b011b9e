import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { RulesGame } from '@/rules/rule-ids';
import { HowToPlay } from './HowToPlay';
import styles from './GameCard.module.css';

const DAY: Record<RulesGame, Date> = { 'graf-spee': new Date(Date.UTC(1939, 8, 30)), arras: new Date(Date.UTC(1940, 4, 21)) };

/** A game in the lobby: what it is, how to play it, where its rules are, and (children) a form to start one. */
export function GameCard({ game, children }: { readonly game: RulesGame; readonly children?: ReactNode }) {
  const t = useTranslations('GameCard');
  const key = game === 'graf-spee' ? 'grafSpee' : 'arras';
  const headingId = `game-${game}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header>
        <p className={styles.meta}>{t(`${key}.meta`, { day: DAY[game] })}</p>
        <h2 id={headingId}>{t(`${key}.title`)}</h2>
        <p className={styles.sides}>{t(`${key}.sides`)}</p>
      </header>
      <HowToPlay game={game} />
      <p className={styles.actions}>
        <Link href={`/rules/${game}`}>{t('readRules', { game: t(`${key}.title`) })}</Link>
      </p>
      {children}
    </article>
  );
}
