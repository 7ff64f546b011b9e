import { useTranslations } from 'next-intl';
import { RuleLink } from '@/components/RuleLink';
import type { NarratedEvent } from './useNarrator';
import styles from './EventLog.module.css';

/** One event in words, with its detail and the rules it follows as links. */
export function NarrationLine({ narrated }: { readonly narrated: NarratedEvent }) {
  const t = useTranslations('NarrationLog');
  const { told, narration } = narrated;
  return (
    <span className={styles.line}>
      <span>{told.text}</span>
      {told.detail ? <span className={styles.detail}> {told.detail}</span> : null}
      {narration.rules.length > 0 ? (
        <span className={styles.rules}>
          {' '}
          <span className={styles.visuallyHidden}>{t('rules')} </span>
          {narration.rules.map((rule, i) => (
            <span key={rule}>
              {i > 0 ? ' ' : null}
              <RuleLink id={rule} />
            </span>
          ))}
        </span>
      ) : null}
    </span>
  );
}
