import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { getPathname } from '@/i18n/navigation';
import { ruleAnchor, ruleGame } from '@/rules/rule-ids';
import styles from './RuleLink.module.css';

interface Props {
  /** A rule id as the rules write it: GS-4.1, AR-8.5. It is shown untranslated. */
  readonly id: string;
  /** Text to show instead of the id. */
  readonly children?: ReactNode;
}

/**
 * A rule id as a link to its paragraph on the right rules page, in the current language. Every screen shows rule ids
 * through this. Text that is not a rule id is shown as it is, without a link.
 *
 * A plain link, not Next's client-side Link: a real navigation to the fragment is what makes the browser scroll to the
 * paragraph and mark it as :target (history.pushState does neither reliably).
 */
export function RuleLink({ id, children }: Props) {
  const t = useTranslations('RuleLink');
  const locale = useLocale();
  const game = ruleGame(id);
  if (!game) return <span className={styles.rule}>{children ?? id}</span>;
  const href = `${getPathname({ href: `/rules/${game}`, locale })}#${ruleAnchor(id)}`;
  return (
    <a href={href} className={styles.rule} aria-label={children ? undefined : t('label', { id, game: game === 'graf-spee' ? 'grafSpee' : 'arras' })}>
      {children ?? id}
    </a>
  );
}

/** The `<rule>GS-4.1</rule>` tag of a rich message (next-intl's `t.rich`): the rule id it wraps as a RuleLink. */
export const ruleTag = (chunks: ReactNode) => <RuleLink id={Array.isArray(chunks) ? chunks.join('') : String(chunks)} />;
