import { getTranslations } from 'next-intl/server';
import type { RuleTable } from './outline';
import { ARRAS_88, ARRAS_COUNTERS, ARRAS_CRT, CRT_RESULTS, GRAF_SPEE_PIECES, GRAF_SPEE_VISIBILITY } from './table-data';
import styles from './RuleTables.module.css';

/** The tables of the rules (GS-1 pieces, GS-9 who sees what, AR-2.1 counters, AR-8.4 combat results). */
export async function RuleTableView({ table }: { readonly table: RuleTable }) {
  const t = await getTranslations('RuleTables');
  const format = (n: number) => t('number', { n });
  switch (table) {
    case 'gs-pieces':
      return (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>{t('pieces.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pieces.piece')}</th>
                <th scope="col">{t('pieces.side')}</th>
                <th scope="col" className={styles.num}>{t('pieces.strength')}</th>
                <th scope="col" className={styles.num}>{t('pieces.count')}</th>
                <th scope="col" className={styles.num}>{t('pieces.moves')}</th>
              </tr>
            </thead>
            <tbody>
              {GRAF_SPEE_PIECES.map((row) => (
                <tr key={row.piece}>
                  <th scope="row">{t(`pieces.names.${row.piece}`)}</th>
                  <td>{t(`sides.${row.side}`)}</td>
                  <td className={styles.num}>
                    {row.strength === null ? '–' : format(row.strength)}
                    {row.piece === 'CV' ? <span className={styles.cellNote}> {t('pieces.airOnly')}</span> : null}
                  </td>
                  <td className={styles.num}>{format(row.count)}</td>
                  <td className={styles.num}>{format(row.moves)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'gs-visibility':
      return (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>{t('visibility.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('visibility.fact')}</th>
                <th scope="col">{t('visibility.german')}</th>
                <th scope="col">{t('visibility.british')}</th>
                <th scope="col">{t('visibility.spectator')}</th>
                <th scope="col">{t('visibility.after')}</th>
              </tr>
            </thead>
            <tbody>
              {GRAF_SPEE_VISIBILITY.map((row) => (
                <tr key={row.fact}>
                  <th scope="row">{t(`visibility.facts.${row.fact}`)}</th>
                  <td>{t(`visibility.answers.${row.german}`)}</td>
                  <td>{t(`visibility.answers.${row.british}`)}</td>
                  <td>{t(`visibility.answers.${row.spectator}`)}</td>
                  <td>{t(`visibility.answers.${row.after}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'ar-counters':
      return (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>{t('counters.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('counters.unit')}</th>
                <th scope="col">{t('counters.nation')}</th>
                <th scope="col">{t('counters.type')}</th>
                <th scope="col" className={styles.num}>{t('counters.strength')}</th>
                <th scope="col" className={styles.num}>{t('counters.movement')}</th>
                <th scope="col">{t('counters.setup')}</th>
              </tr>
            </thead>
            <tbody>
              {ARRAS_COUNTERS.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.id}</th>
                  <td>{t(`nations.${row.nation}`)}</td>
                  <td>{t(`types.${row.type}`)}</td>
                  <td className={styles.num}>{format(row.strength)}</td>
                  <td className={styles.num}>{format(row.movement)}</td>
                  <td>
                    {row.setup}
                    {'option' in row ? <span className={styles.cellNote}> {t('counters.optional')}</span> : null}
                  </td>
                </tr>
              ))}
              <tr>
                <th scope="row">{ARRAS_88.id}</th>
                <td>{t('nations.wehrmacht')}</td>
                <td>{t('types.marker')}</td>
                <td className={styles.num}>{format(ARRAS_88.strength)}</td>
                <td className={styles.num}>–</td>
                <td>{t('counters.offMap')}</td>
              </tr>
            </tbody>
          </table>
        </div>
      );
    case 'ar-crt':
      return (
        <div className={styles.scroll}>
          <table className={`${styles.table} ${styles.crt}`}>
            <caption>{t('crt.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('crt.die')}</th>
                {ARRAS_CRT.columns.map((column) => (
                  <th scope="col" key={column}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ARRAS_CRT.rows.map((row, i) => (
                <tr key={i}>
                  <th scope="row">{format(i + 1)}</th>
                  {row.map((result, j) => (
                    <td key={j}>
                      <abbr title={t(`crt.results.${result}`)}>{result}</abbr>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <dl className={styles.legend}>
            {CRT_RESULTS.map((result) => (
              <div key={result}>
                <dt>{result}</dt>
                <dd>{t(`crt.results.${result}`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      );
  }
}
