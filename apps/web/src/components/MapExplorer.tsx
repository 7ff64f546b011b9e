'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { Board } from '@/board/Board';
import { sceneGeometry } from '@/board/geometry';
import type { Scene, TargetId } from '@/board/scene';
import type { MapFact, MapFacts } from '@/scenes/map-facts';
import { ruleTag as rule } from './RuleLink';
import styles from './MapExplorer.module.css';

interface Props {
  readonly scene: Scene;
  readonly facts: MapFacts;
}

/** A map on a rules page: pick any hex or box (mouse or keyboard) to read what is printed there and what it borders. */
export function MapExplorer({ scene, facts }: Props) {
  const t = useTranslations('MapExplorer');
  const hintId = useId();
  const [selection, setSelection] = useState<TargetId | null>(null);
  const targets = useMemo(() => Object.keys(facts) as TargetId[], [facts]);
  const info = selection ? facts[selection] : undefined;
  // The map is as wide as it can be while it fits the screen's height, so the details can sit beside it.
  const aspect = useMemo(() => {
    const { viewBox } = sceneGeometry(scene);
    return viewBox.width / viewBox.height;
  }, [scene]);

  const describe = (fact: MapFact) => {
    switch (fact.kind) {
      case 'borders-box':
        return t.rich('facts.borders-box', { box: fact.box, rule });
      case 'box-entry':
        return t.rich('facts.box-entry', { hexes: fact.hexes, rule });
      case 'town':
        return t.rich('facts.town', { name: fact.name, rule });
      case 'village':
        return t.rich('facts.village', { name: fact.name, rule });
      case 'road':
        return t.rich('facts.road', { name: fact.name, rule });
      case 'river':
        return t.rich('facts.river', { name: fact.name, across: fact.across, rule });
      case 'turn-box':
        return t.rich('facts.turn-box', { turn: fact.turn, rule });
      case 'setup':
        return t.rich('facts.setup', { unit: fact.unit, rule });
      default:
        return t.rich(`facts.${fact.kind}`, { rule });
    }
  };

  return (
    <div className={styles.explorer}>
      <p id={hintId} className={styles.hint}>
        {t('instructions')}
      </p>
      <div className={styles.frame} style={{ ['--map-aspect' as string]: aspect.toFixed(3) }}>
        <Board
          scene={scene}
          targets={targets}
          selection={selection}
          highlights={info?.related}
          quietTargets
          onPick={(id) => setSelection((current) => (current === id ? null : id))}
          onCancel={() => setSelection(null)}
          describedBy={hintId}
        />
      </div>
      <section className={styles.details} aria-live="polite" aria-label={t('detailsLabel')}>
        {info ? (
          <>
            <h3 className={styles.title}>{info.title}</h3>
            <ul>
              {info.facts.map((fact, i) => (
                <li key={i}>{describe(fact)}</li>
              ))}
            </ul>
            {info.neighbours.length > 0 ? <p>{t('neighbours', { list: info.neighbours.join(', '), count: info.neighbours.length })}</p> : null}
          </>
        ) : (
          <p className={styles.empty}>{t('nothingSelected')}</p>
        )}
      </section>
    </div>
  );
}
