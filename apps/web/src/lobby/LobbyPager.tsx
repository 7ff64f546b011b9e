'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { lobbyPageQuery, type LobbyGameType, type LobbyList, type LobbyPages } from './lobby-pages';
import styles from './Lobby.module.css';

interface Props {
  readonly list: LobbyList;
  readonly pages: LobbyPages;
  /** Whether the API holds games past this page. */
  readonly more: boolean;
  /** The section a link opens at: the list's first heading. */
  readonly anchor: string;
  /** The game type the lists are narrowed to, kept by the links. */
  readonly gameType: LobbyGameType | undefined;
}

/** Newer and older pages of one lobby list, as links that keep the other lists' pages: nothing when all fits on one. */
export function LobbyPager({ list, pages, more, anchor, gameType }: Props) {
  const t = useTranslations('LobbyGames');
  const page = pages[list];
  if (page === 1 && !more) return null;
  const href = (to: number) => ({ pathname: '/', query: lobbyPageQuery(pages, list, to, gameType), hash: anchor });
  return (
    <nav className={styles.pager} aria-label={t(`${list}Pages`)}>
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev">
          <span aria-hidden="true">← </span>
          {t('newer')}
        </Link>
      ) : null}
      <span aria-current="page">{t('page', { page })}</span>
      {more ? (
        <Link href={href(page + 1)} rel="next">
          {t('older')}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : null}
    </nav>
  );
}
