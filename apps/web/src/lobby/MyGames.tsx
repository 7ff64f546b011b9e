'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { forgetSeat } from '@/seats/seat-store';
import { notifySeatsChanged, useHeldSeats } from './use-held-seats';
import styles from './Lobby.module.css';

/** The seats this browser holds (tokens in localStorage), to resume any of them. */
export function MyGames() {
  const t = useTranslations('LobbyMyGames');
  const names = useTranslations('GameCard');
  const roles = useTranslations('PlayRoles');
  const seats = useHeldSeats();
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
                {t('entry', { game: seat.gameType === 'arras' ? names('arras.title') : names('grafSpee.title'), role: roles('role', { role: seat.role }) })}{' '}
                <span className={styles.gameMeta}>{seat.gameId.slice(0, 8)}</span>
              </p>
              <p className={styles.gameActions}>
                <Link href={`/games/${seat.gameId}`} className={styles.primaryLink}>
                  {t('resume')}
                </Link>
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
