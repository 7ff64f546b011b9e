'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './PlayScreen.module.css';

interface Props<C> {
  /** The resign command as the API lists it among the seat's `anytime` commands (either seat, while the game runs). */
  readonly command: C;
  /** The side that would win: the other seat. */
  readonly winner: string;
  readonly busy: boolean;
  readonly onResign: (command: C) => void;
}

/**
 * Giving the game up, apart from the moves and behind a question, since it cannot be taken back. Offered to a seat
 * while the game runs, also while it waits for the other side (the API accepts it then, as a player may give up while
 * his opponent thinks); Escape or "Keep playing" answers the question with no.
 */
export function ResignControl<C>({ command, winner, busy, onResign }: Props<C>) {
  const t = useTranslations('PlayScreen.resign');
  const roles = useTranslations('PlayRoles');
  const [asking, setAsking] = useState<C | null>(null);
  // Back from the question, the focus goes back to the button that asked it (and not to the page's start).
  const [answered, setAnswered] = useState(false);
  const keep = () => {
    setAsking(null);
    setAnswered(true);
  };
  if (asking !== command) {
    return (
      <p className={styles.resign}>
        <button type="button" className={styles.linkButton} onClick={() => setAsking(command)} disabled={busy} autoFocus={answered}>
          {t('open')}
        </button>
      </p>
    );
  }
  return (
    <div className={styles.resignQuestion} role="group" aria-labelledby="resign-question" onKeyDown={(event) => event.key === 'Escape' && keep()}>
      <p id="resign-question">{t('question', { winner: roles('role', { role: winner }) })}</p>
      <p className={styles.resignButtons}>
        <button type="button" className={styles.primary} onClick={() => onResign(command)} disabled={busy}>
          {t('confirm')}
        </button>
        <button type="button" onClick={keep} autoFocus>
          {t('keep')}
        </button>
      </p>
    </div>
  );
}
