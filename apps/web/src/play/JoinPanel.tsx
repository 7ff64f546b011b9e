'use client';

import { useTranslations } from 'next-intl';
import { useApiCall } from '@/errors/useApiCall';
import { useApiErrorText } from '@/errors/useApiErrorText';
import styles from './PlayScreen.module.css';

interface Props {
  /** The seats nobody holds (not the computer's, not one an invite holds), as the API last listed them. */
  readonly free: readonly string[];
  /** Claims a seat for this browser; the page then plays it. */
  readonly take: (role: string) => Promise<void>;
}

/**
 * For someone watching a game that still has a free seat (sent its address rather than an invite, or come from the
 * lobby): the seat can be taken here, as in the lobby's open games, without going back there.
 */
export function JoinPanel({ free, take }: Props) {
  const t = useTranslations('PlayScreen.join');
  const roles = useTranslations('PlayRoles');
  // Once the seat is taken the page plays it and this panel goes.
  const { pending: taking, error, run } = useApiCall<string>('leaves');
  const errorText = useApiErrorText();
  const takeSeat = (role: string) => run(role, () => take(role));
  return (
    <section className={styles.invite} aria-labelledby="join-heading">
      <h2 id="join-heading">{t('heading')}</h2>
      <p>{t('free', { count: free.length, first: roles('role', { role: free[0] ?? '' }) })}</p>
      <div className={styles.inviteActions}>
        {free.map((role) => (
          <button key={role} type="button" onClick={() => void takeSeat(role)} disabled={taking !== null}>
            {taking === role ? t('taking') : t('take', { role: roles('role', { role }) })}
          </button>
        ))}
      </div>
      {error ? <p role="alert">{t('failed', { message: errorText(error) })}</p> : null}
    </section>
  );
}
