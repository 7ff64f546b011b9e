import type { ArrasView } from '@wargames/sdk';
import { useTranslations } from 'next-intl';
import type { ArrasBoard, ArrasCounterSpec } from '@/board-data/arras';
import { CounterSheet } from '@/components/CounterSheet';
import { RuleLink } from '@/components/RuleLink';
import { unitFace, unitName } from '@/scenes/arras-scene';
import { arrasOffMap } from './arras-off-map';
import styles from './ArrasOffMap.module.css';

type Group = 'alliedLosses' | 'germanLosses' | 'exited';

/** Where each group's units went, by rule: the CRT's results, Rommel's panic for German losses, the exit west. */
const RULES: Record<Group, string> = { alliedLosses: 'AR-8.4', germanLosses: 'AR-8.6', exited: 'AR-4.1' };

/**
 * The units beside the map, as a player keeps the pieces that left it: each side's eliminated units and any that
 * exited west. Read off the view like the board; the play page and the replay show it under the same heading.
 */
export function ArrasOffMapPanel({ board, view, headingId }: { readonly board: ArrasBoard; readonly view: ArrasView; readonly headingId: string }) {
  const t = useTranslations('ArrasOffMap');
  const sceneText = useTranslations('ArrasScene');
  const offMap = arrasOffMap(board, view);
  const group = (key: Group, units: readonly ArrasCounterSpec[]) => (
    <div>
      <h3>
        {t(key)} <RuleLink id={RULES[key]} />
      </h3>
      {units.length === 0 ? (
        <p className={styles.none}>{t('none')}</p>
      ) : (
        <CounterSheet compact label={t(key)} items={units.map((unit) => ({ key: unit.id, face: unitFace(unit), caption: unit.id, title: unitName(sceneText, unit) }))} />
      )}
    </div>
  );
  return (
    <section className={styles.offMap} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      {group('alliedLosses', offMap.alliedLosses)}
      {group('germanLosses', offMap.germanLosses)}
      {/* A unit that exits wins the game at once (AR-4.1): the group appears only then. */}
      {offMap.exited.length > 0 ? group('exited', offMap.exited) : null}
    </section>
  );
}
