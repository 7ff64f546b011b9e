import { useTranslations } from 'next-intl';
import { RuleLink } from '@/components/RuleLink';
import type { GrafSpeeEnding } from './graf-spee-ending';

/**
 * The outcome's score line: what a sunk or scuttled Spee cost (GS-8.3, GS-8.4), then the German's final score against
 * the line it was judged by (GS-8.1, GS-8.2), so "The British win" says by how much without reading the log.
 */
export function GrafSpeeFinalScore({ ending, className }: { readonly ending: GrafSpeeEnding; readonly className?: string }) {
  const t = useTranslations('PlayOutcome');
  return (
    <p className={className}>
      {ending.penalty ? (
        <>
          {t('grafSpeePenalty', { points: ending.penalty.points, die: ending.penalty.die, reason: ending.penalty.rule === 'GS-8.4' ? 'scuttled' : 'sunk' })}{' '}
          <RuleLink id={ending.penalty.rule} />{' '}
        </>
      ) : null}
      {t('grafSpeeScore', { score: ending.score, immediate: ending.immediate ? 'yes' : 'no' })} <RuleLink id={ending.rule} />
    </p>
  );
}
