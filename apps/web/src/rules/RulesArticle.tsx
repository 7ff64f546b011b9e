import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { GameCounterSheet } from '@/components/GameCounterSheet';
import { GameMapFigure } from '@/components/GameMapFigure';
import { rulesOutline, type RuleExtras } from './outline';
import { ruleTags } from './rich-text';
import { ruleAnchor, ruleMessageKey, type RulesGame } from './rule-ids';
import { RuleTableView } from './RuleTables';
import styles from './RulesArticle.module.css';

/** A translator over a rules namespace with keys computed from rule ids (GS-4_1.text), which the typed keys cannot list. */
interface DynamicTranslator {
  rich(key: string, values?: Record<string, unknown>): ReactNode;
  has(key: string): boolean;
  (key: string, values?: Record<string, unknown>): string;
}

const HISTORICAL_DAY: Record<RulesGame, Date> = {
  'graf-spee': new Date(Date.UTC(1939, 8, 30)),
  arras: new Date(Date.UTC(1940, 4, 21)),
};

/** The rules of a game in the reader's language: sections and paragraphs, each with its rule id as anchor. */
export async function RulesArticle({ game }: { readonly game: RulesGame }) {
  const page = await getTranslations('RulesPage');
  const t = (await getTranslations(game === 'graf-spee' ? 'RulesGrafSpee' : 'RulesArras')) as unknown as DynamicTranslator;
  const tags = ruleTags({ ruling: page('ruling'), reconstruction: page('reconstruction'), variant: page('variant') });
  const outline = rulesOutline(game);
  // The item keys of a rule's list, read from the messages: messages are precompiled (next.config.ts), where t.raw
  // is not offered.
  const rulesMessages = (await getMessages())[game === 'graf-spee' ? 'RulesGrafSpee' : 'RulesArras'].rules as Record<string, { items?: Record<string, unknown> }>;

  const paragraphs = (key: string): ReactNode => {
    const itemsKey = `rules.${key}.items`;
    const items = Object.keys(rulesMessages[key]?.items ?? {});
    return (
      <>
        {t.has(`rules.${key}.text`) ? <p>{t.rich(`rules.${key}.text`, tags)}</p> : null}
        {items.length > 0 ? (
          <ul>
            {items.map((item) => (
              <li key={item}>{t.rich(`${itemsKey}.${item}`, tags)}</li>
            ))}
          </ul>
        ) : null}
        {t.has(`rules.${key}.after`) ? <p>{t.rich(`rules.${key}.after`, tags)}</p> : null}
      </>
    );
  };
  const extrasOf = (extras: RuleExtras): ReactNode => (
    <>
      {extras.table ? <RuleTableView table={extras.table} /> : null}
      {extras.figure === 'map' ? <GameMapFigure game={game} /> : null}
      {extras.figure === 'counters' ? <GameCounterSheet game={game} /> : null}
    </>
  );
  const badge = (extras: RuleExtras) =>
    extras.reconstruction ? <span className={`${styles.badge} ${styles.headingBadge}`}>{page('reconstruction')}</span> : null;

  return (
    <article className={styles.article}>
      <header className={styles.intro}>
        <p className={styles.kicker}>{page('kicker')}</p>
        <h1>{t('title')}</h1>
        <p className={styles.lead}>{t.rich('intro', { ...tags, day: HISTORICAL_DAY[game] })}</p>
        <p className={styles.note}>{page.rich('marksNote', tags)}</p>
      </header>

      <nav className={styles.toc} aria-label={page('contents')}>
        <details open>
          <summary>{page('contents')}</summary>
          <ol>
            {outline.map((section) => (
              <li key={section.id}>
                <a href={`#${ruleAnchor(section.id)}`}>
                  <span className={styles.tocId}>{section.id}</span> {t(`rules.${ruleMessageKey(section.id)}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </details>
      </nav>

      <div className={styles.body}>
        {outline.map((section) => (
          <section key={section.id} id={ruleAnchor(section.id)} className={styles.section} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>
              <a className={styles.ruleId} href={`#${ruleAnchor(section.id)}`}>
                {section.id}
              </a>{' '}
              {t(`rules.${ruleMessageKey(section.id)}.title`)} {badge(section.extras)}
            </h2>
            {paragraphs(ruleMessageKey(section.id))}
            {extrasOf(section.extras)}
            {section.rules.map((rule) => {
              const key = ruleMessageKey(rule.id);
              const titled = t.has(`rules.${key}.title`);
              return (
                <div key={rule.id} id={ruleAnchor(rule.id)} className={styles.rule}>
                  {titled ? (
                    <h3>
                      <a className={styles.ruleId} href={`#${ruleAnchor(rule.id)}`}>
                        {rule.id}
                      </a>{' '}
                      {t(`rules.${key}.title`)} {badge(rule.extras)}
                    </h3>
                  ) : (
                    <a className={`${styles.ruleId} ${styles.ruleIdInline}`} href={`#${ruleAnchor(rule.id)}`}>
                      {rule.id}
                    </a>
                  )}
                  <div className={styles.ruleBody}>
                    {!titled ? badge(rule.extras) : null}
                    {paragraphs(key)}
                    {extrasOf(rule.extras)}
                  </div>
                </div>
              );
            })}
          </section>
        ))}
      </div>
    </article>
  );
}
