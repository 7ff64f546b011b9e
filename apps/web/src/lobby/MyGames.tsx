'use client';

import type { GameSummary } from '@wargames/sdk';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import { gameTitleKey } from '@/i18n/game-title-key';
import { Link } from '@/i18n/navigation';
import { sideList } from '@/i18n/side-list';
import { forgetSeat } from '@/seats/seat-store';
import { claimOpen, claimReadKey } from './claim-reads';
import { byUrgency, heldSeatState, type HeldSeatState } from './held-seat-state';
import { timeAgo } from './time-ago';
import { notifySeatsChanged, useHeldSeats } from './use-held-seats';
import { useClaimTimes } from './use-claim-times';
import { useClockAt } from './use-clock-at';
import { useHeldSummaries } from './use-held-summaries';
import styles from './Lobby.module.css';

interface Props {
  readonly apiUrl: string;
  /** The lobby's lists, which hold most games a seat here belongs to; the others are read apart. */
  readonly games: readonly GameSummary[];
}

/** The seats this browser holds (tokens in localStorage), to resume any of them: those to play first, with where each game stands. */
export function MyGames({ apiUrl, games }: Props) {
  const t = useTranslations('LobbyMyGames');
  const names = useTranslations('GameCard');
  const roles = useTranslations('PlayRoles');
  const lists = useTranslations('LobbyGames');
  const held = useHeldSeats();
  const summaries = useHeldSummaries(apiUrl, held, games);
  const format = useFormatter();
  // Seats are read from this browser's storage after the first render, so this never differs from the server's.
  const now = useNow({ updateInterval: 15_000 });
  const lastMove = (at: string | null): string =>
    at ? ` · ${lists('lastMove', { when: timeAgo(format, at, now) })}` : '';
  const stateLine = (state: HeldSeatState, claimable: boolean): string | null => {
    switch (state.kind) {
      case 'yours':
        return t('yourTurn') + lastMove(state.lastMoveAt);
      case 'waiting':
        if (claimable) return t('mayClaim', { roles: sideList(roles, state.pending) }) + lastMove(state.lastMoveAt);
        return t(state.toJoin ? 'toJoin' : 'toPlay', { roles: sideList(roles, state.pending) }) + lastMove(state.lastMoveAt);
      case 'ended':
        if (state.calledOff) return t('calledOff');
        return state.winner ? t('won', { role: state.winner, winner: roles('role', { role: state.winner }) }) : t('noWinner');
      case 'gone':
        return t('gone');
      case 'unknown':
        return null;
    }
  };
  const rows = held.map((seat) => {
    const state = heldSeatState(seat.role, summaries.get(seat.gameId));
    return { seat, state, key: claimReadKey(seat, state) };
  });
  // The play page offers the claim (EndGameControl); here it is said, so a game the other side left is not forgotten.
  const claimTimes = useClaimTimes(apiUrl, rows);
  // The claim line comes at the time the API named, not at the clock's next 15 s tick.
  const claimNow = useClockAt(now, rows.map(({ key }) => (key === null ? null : claimTimes.get(key))));
  const seats = byUrgency(rows.map(({ seat, state, key }) => ({ ...seat, state, claimable: key !== null && claimOpen(claimTimes.get(key), claimNow) }))).map((seat) => ({
    ...seat,
    line: stateLine(seat.state, seat.claimable),
  }));
  return (
    <section className={styles.list} aria-labelledby="my-games">
      <h2 id="my-games">{t('heading')}</h2>
      <p className={styles.muted}>{t('intro')}</p>
      {seats.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <ul className={styles.games}>
          {seats.map((seat) => (
            <li key={`${seat.gameId}-${seat.role}`} className={styles.game}>
              <p className={styles.gameTitle}>
                {t('entry', { game: names(gameTitleKey(seat.gameType)), role: roles('role', { role: seat.role }) })}{' '}
                <span className={styles.gameMeta}>{seat.gameId.slice(0, 8)}</span>
              </p>
              {seat.line ? <p className={seat.state.kind === 'yours' || seat.claimable ? styles.yourTurn : styles.gameMeta}>{seat.line}</p> : null}
              <p className={styles.gameActions}>
                {seat.state.kind === 'gone' ? null : seat.state.kind === 'ended' ? (
                  <Link href={`/games/${seat.gameId}/replay`} className={styles.primaryLink}>
                    {lists('replay')}
                  </Link>
                ) : (
                  <Link href={`/games/${seat.gameId}`} className={styles.primaryLink}>
                    {t('resume')}
                  </Link>
                )}
                <button
                  type="button"
                  className={styles.quiet}
                  onClick={() => {
                    forgetSeat(window.localStorage, seat.gameId, seat.role);
                    notifySeatsChanged();
                  }}
                >
                  {t('forget')}
                </button>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
