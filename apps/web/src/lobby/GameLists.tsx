'use client';

import type { GameSummary } from '@wargames/sdk';
import { useLocale, useTranslations } from 'next-intl';
import { useApiCall } from '@/errors/useApiCall';
import { useApiErrorText } from '@/errors/useApiErrorText';
import { Fragment } from 'react';
import { getPathname, Link, useRouter } from '@/i18n/navigation';
import { gameTitleKey } from '@/i18n/game-title-key';
import { sideList } from '@/i18n/side-list';
import { takeSeat } from '@/seats/take-seat';
import { gameCardLines } from './game-card-lines';
import { LOBBY_LISTS, type LobbyGameType, type LobbyList, type LobbyPages } from './lobby-pages';
import { LobbyGameFilter } from './LobbyGameFilter';
import { LobbyPager } from './LobbyPager';
import { useHeldSeats } from './use-held-seats';
import styles from './Lobby.module.css';

interface Props {
  readonly apiUrl: string;
  /** A page of each list, as the API gave them: games with a free seat, games whose seats are all held, finished games. */
  readonly lists: Readonly<Record<LobbyList, readonly GameSummary[]>>;
  /** The time each game's card is dated by (gameCardLines: its start, end or import), written on the server, by game id. */
  readonly dates: Readonly<Record<string, string>>;
  /** How long ago each game under way last had a command stored ("3 minutes ago"), written on the server, by game id. */
  readonly lastMoves: Readonly<Record<string, string>>;
  /** The page shown of each list. */
  readonly pages: LobbyPages;
  /** Whether more games follow each list's page. */
  readonly more: Readonly<Record<LobbyList, boolean>>;
  /** The game type the lists are narrowed to, if any. */
  readonly gameType: LobbyGameType | undefined;
}

/** Open, running and finished games, with whose turn it is, free seats to take, and a way to watch each, each list a page at a time. */
export function GameLists({ apiUrl, lists, dates, lastMoves, pages, more, gameType }: Props) {
  const t = useTranslations('LobbyGames');
  return (
    <>
      <LobbyGameFilter gameType={gameType} />
      {LOBBY_LISTS.map((list) => (
        <Fragment key={list}>
          <GameList id={`${list}-games`} heading={t(list)} hint={list === 'open' ? t('openHint') : undefined} games={lists[list]} apiUrl={apiUrl} dates={dates} lastMoves={lastMoves} page={pages[list]} />
          <LobbyPager list={list} pages={pages} more={more[list]} anchor={`${list}-games`} gameType={gameType} />
        </Fragment>
      ))}
    </>
  );
}

function GameList({ id, heading, hint, games, apiUrl, dates, lastMoves, page }: { id: string; heading: string; hint: string | undefined; games: readonly GameSummary[]; apiUrl: string; dates: Props['dates']; lastMoves: Props['lastMoves']; page: number }) {
  const t = useTranslations('LobbyGames');
  return (
    <section className={styles.list} aria-labelledby={id}>
      <h2 id={id}>{page > 1 ? t('onPage', { heading, page }) : heading}</h2>
      {hint && games.length > 0 ? <p className={styles.muted}>{hint}</p> : null}
      {games.length === 0 ? (
        <p className={styles.muted}>{t(page > 1 ? 'emptyPage' : 'empty')}</p>
      ) : (
        <ul className={styles.games}>
          {games.map((game) => (
            <GameRow key={game.id} game={game} apiUrl={apiUrl} date={dates[game.id] ?? ''} lastMove={lastMoves[game.id]} />
          ))}
        </ul>
      )}
    </section>
  );
}

function GameRow({ game, apiUrl, date, lastMove }: { game: GameSummary; apiUrl: string; date: string; lastMove: string | undefined }) {
  const t = useTranslations('LobbyGames');
  const names = useTranslations('GameCard');
  const roles = useTranslations('PlayRoles');
  const locale = useLocale();
  const router = useRouter();
  const held = useHeldSeats().find((seat) => seat.gameId === game.id);
  const { pending: taking, error, run } = useApiCall<string>('leaves');
  const errorText = useApiErrorText();
  const gameName = names(gameTitleKey(game.gameType));
  const roleName = (role: string) => roles('role', { role });
  const lines = gameCardLines(game);

  const take = (role: string) =>
    run(role, async () => {
      await takeSeat(apiUrl, { gameType: game.gameType, gameId: game.id, role });
      router.push(`/games/${game.id}`);
    });

  return (
    <li className={styles.game}>
      <p className={styles.gameTitle}>{t('title', { game: gameName, id: game.id.slice(0, 8) })}</p>
      <p className={styles.gameMeta}>
        {t(lines.when, { when: date })}
        {lastMove ? ` · ${t('lastMove', { when: lastMove })}` : null}
        {' · '}
        {game.outcome
          ? game.outcome.winner
            ? t('won', { role: game.outcome.winner, winner: roleName(game.outcome.winner) })
            : t('noWinner')
          : t('toPlay', { roles: sideList(roles, game.pending) })}
      </p>
      <p className={styles.gameMeta}>{lines.seats ? lines.seats.map((seat) => t(seat.word, { role: roleName(seat.role) })).join(' · ') : t('fromRecord')}</p>
      <p className={styles.gameActions}>
        {held ? (
          <Link href={`/games/${game.id}`} className={styles.primaryLink}>
            {t('resume', { role: roleName(held.role) })}
          </Link>
        ) : (
          game.status === 'active' &&
          game.seats
            .filter((seat) => !seat.claimed && !seat.bot)
            .map((seat) => (
              <button key={seat.role} type="button" onClick={() => void take(seat.role)} disabled={taking !== null}>
                {taking !== null ? t('taking') : t('take', { role: roleName(seat.role) })}
              </button>
            ))
        )}
        {game.status === 'active' ? (
          <Link href={`/games/${game.id}`}>{t('watch')}</Link>
        ) : (
          <a href={getPathname({ href: `/games/${game.id}/replay`, locale })}>{t('replay')}</a>
        )}
      </p>
      {error ? <p role="alert">{t('takeFailed', { message: errorText(error) })}</p> : null}
    </li>
  );
}
