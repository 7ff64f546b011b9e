'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { gameTitleKey } from '@/i18n/game-title-key';
import { LOBBY_GAME_TYPES, type LobbyGameType } from './lobby-pages';
import styles from './Lobby.module.css';

/** Links that narrow the lists to one game, or show every game; each opens the lists' first pages. */
export function LobbyGameFilter({ gameType }: { readonly gameType: LobbyGameType | undefined }) {
  const t = useTranslations('LobbyGames');
  const names = useTranslations('GameCard');
  const choices: { key: string; label: string; query: Record<string, string> }[] = [
    { key: 'all', label: t('allGames'), query: {} },
    ...LOBBY_GAME_TYPES.map((type) => ({ key: type, label: names(gameTitleKey(type)), query: { game: type } })),
  ];
  return (
    <nav className={styles.filter} aria-label={t('listedGames')}>
      <span className={styles.muted} aria-hidden="true">
        {t('show')}
      </span>
      {choices.map(({ key, label, query }) => {
        const current = (key === 'all' && gameType === undefined) || key === gameType;
        return current ? (
          <span key={key} aria-current="page" className={styles.filterCurrent}>
            {label}
          </span>
        ) : (
          <Link key={key} href={{ pathname: '/', query, hash: 'open-games' }}>
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
