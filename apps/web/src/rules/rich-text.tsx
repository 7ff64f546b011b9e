import type { ReactNode } from 'react';
import { ruleTag } from '@/components/RuleLink';
import styles from './RulesArticle.module.css';

export interface MarkLabels {
  readonly ruling: string;
  readonly reconstruction: string;
  readonly variant: string;
}

/**
 * The tags rules texts may use: <b>, <em>, <rule>GS-6.7</rule> (a RuleLink), and <ruling>, <reconstruction>,
 * <variant> around what the project decided or designed, shown with a label so readers can tell it from the printed
 * rules.
 */
export function ruleTags(labels: MarkLabels) {
  const mark = (kind: keyof MarkLabels) => (chunks: ReactNode) => (
    <span className={`${styles.mark} ${styles[kind]}`}>
      <span className={styles.badge}>{labels[kind]}</span> {chunks}
    </span>
  );
  return {
    b: (chunks: ReactNode) => <strong>{chunks}</strong>,
    em: (chunks: ReactNode) => <em>{chunks}</em>,
    rule: ruleTag,
    ruling: mark('ruling'),
    reconstruction: mark('reconstruction'),
    variant: mark('variant'),
  };
}
