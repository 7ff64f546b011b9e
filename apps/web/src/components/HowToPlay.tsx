import { useTranslations } from 'next-intl';
import type { RulesGame } from '@/rules/rule-ids';
import { ruleTag as rule } from './RuleLink';
import styles from './HowToPlay.module.css';

const STEPS = ['1', '2', '3', '4'] as const;


/** The short "how to play" of a game, for its lobby card: the aim, then four steps. */
export function HowToPlay({ game }: { readonly game: RulesGame }) {
  const t = useTranslations('HowToPlay');
  const key = game === 'graf-spee' ? 'grafSpee' : 'arras';
  return (
    <div className={styles.howTo}>
      <p>{t.rich(`${key}.aim`, { rule, b: (chunks) => <strong>{chunks}</strong> })}</p>
      <ol>
        {STEPS.map((step) => (
          <li key={step}>{t.rich(`${key}.steps.${step}`, { rule, b: (chunks) => <strong>{chunks}</strong> })}</li>
        ))}
      </ol>
    </div>
  );
}
