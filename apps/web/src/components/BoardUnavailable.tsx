import { useTranslations } from 'next-intl';
import styles from './BoardUnavailable.module.css';

/** Said where a board figure would be when the game server could not give its board data. */
export function BoardUnavailable() {
  const t = useTranslations('BoardUnavailable');
  return (
    <p className={styles.note} role="note">
      {t('text')}
    </p>
  );
}
