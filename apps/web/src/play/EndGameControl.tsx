'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './PlayScreen.module.css';

/**
 * Resigning (the other side wins), calling the game off (no result, while the other seat waits for its player) or
 * claiming the win (this side wins, once the other has stopped playing).
 */
export type EndGameKind = 'resign' | 'abort' | 'claim';

interface Props<C> {
  /** The command as the API lists it among the seat's `anytime` commands. */
  readonly command: C;
  readonly kind: EndGameKind;
  /** The other seat: the side that would win a resignation, the one nobody has taken, or the one that stopped playing. */
  readonly other: string;
  readonly busy: boolean;
  readonly onSend: (command: C) => void;
}

/**
 * Ending the game from one side, apart from the moves and behind a question, since it cannot be taken back: resigning,
 * offered to a seat while the game runs, also while it waits for the other side (the API accepts it then, as a player
 * may give up while his opponent thinks); or calling the game off while nobody has come to the other seat. Escape or
 * the second button answers the question with no.
 */
export function EndGameControl<C>({ command, kind, other, busy, onSend }: Props<C>) {
  const t = useTranslations(`PlayScreen.${kind}`);
  const roles = useTranslations('PlayRoles');
  const [asking, setAsking] = useState<C | null>(null);
  // Back from the question, the focus goes back to the button that asked it (and not to the page's start).
  const [answered, setAnswered] = useState(false);
  const keep = () => {
    setAsking(null);
    setAnswered(true);
  };
  const questionId = `${kind}-question`;
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
    <div className={styles.resignQuestion} role="group" aria-labelledby={questionId} onKeyDown={(event) => event.key === 'Escape' && keep()}>
      <p id={questionId}>{t('question', { other: roles('role', { role: other }) })}</p>
      <p className={styles.resignButtons}>
        <button type="button" className={styles.primary} onClick={() => onSend(command)} disabled={busy}>
          {t('confirm')}
        </button>
        <button type="button" onClick={keep} autoFocus>
          {t('keep')}
        </button>
      </p>
    </div>
  );
}
