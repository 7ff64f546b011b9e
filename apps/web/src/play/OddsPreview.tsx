'use client';

import type { CommandPreview } from '@wargames/sdk';
import { useTranslations } from 'next-intl';
import { useApiErrorText } from '@/errors/useApiErrorText';
import { useEffect, useState } from 'react';
import { RuleLink, ruleTag as rule } from '@/components/RuleLink';
import { RaidFigureList, type RaidFigures } from './RaidFigureList';
import styles from './PlayScreen.module.css';

/** The fields of Arras's preview (libs/games/arras/src/preview.ts) this panel shows; the API sends them as JSON. */
export interface OddsFigures {
  readonly kind: string;
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly attack: number;
  readonly defence: number;
  readonly oddsColumn: string;
  readonly column: string;
  readonly shifts: readonly { readonly value: number; readonly rule: string; readonly reason: string }[];
  readonly modifiers: readonly { readonly value: number; readonly rule: string; readonly reason: string }[];
  readonly results: readonly string[];
  readonly gunMayFire: boolean;
  /** AR-8.5: per retreat result, the units it would eliminate because they cannot complete their retreat. */
  readonly retreats: readonly RetreatLoss[];
  /** AR-8.6: per result that moves the turn marker, where to, and whether the Allies win by it. */
  readonly marker: readonly MarkerMove[];
  readonly rules: readonly string[];
}

interface MarkerMove {
  readonly result: string;
  readonly from: number;
  readonly least: number;
  readonly most: number;
  readonly alliesWin: 'always' | 'sometimes' | 'never';
}

interface RetreatLoss {
  readonly result: string;
  readonly eliminated: readonly string[];
  readonly mayBeEliminated: readonly string[];
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/**
 * The odds of an attack or of the 88 (Arras), or of a raid (Graf Spee), before it is sent: worked out by the API (the game's preview), never here.
 * `commandKey` changes when another command is previewed.
 */
export function OddsPreview({ commandKey, load }: { readonly commandKey: string; readonly load: () => Promise<CommandPreview> }) {
  const t = useTranslations('PlayPreview');
  const [state, setState] = useState<{ key: string; figures: OddsFigures | RaidFigures | null; error: unknown } | null>(null);
  const errorText = useApiErrorText();

  useEffect(() => {
    let current = true;
    load().then(
      (answer) => current && setState({ key: commandKey, figures: answer.preview as unknown as OddsFigures | RaidFigures | null, error: null }),
      (error: unknown) => current && setState({ key: commandKey, figures: null, error }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function on every render; the command it previews is `commandKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [commandKey]);

  const shown = state?.key === commandKey ? state : null;
  return (
    <section className={styles.odds} aria-label={t('heading')} aria-live="polite">
      <h3>{t('heading')}</h3>
      {!shown ? <p>{t('loading')}</p> : null}
      {shown?.error ? <p>{t('failed', { message: errorText(shown.error) })}</p> : null}
      {shown?.figures ? shown.figures.kind === 'raid' ? <RaidFigureList figures={shown.figures as RaidFigures} /> : <OddsFigureList figures={shown.figures as OddsFigures} /> : null}
    </section>
  );
}

/** The figures of one preview: sides, strengths, shifts, modifiers, the result per die face with its losses, rules. */
export function OddsFigureList({ figures }: { readonly figures: OddsFigures }) {
  const t = useTranslations('PlayPreview');
  const losses = new Map(figures.retreats.map((loss) => [loss.result, loss]));
  const panics = new Map(figures.marker.map((move) => [move.result, move]));
  // AR-8.8: a result against the 88 (Ar) is ignored, so its row says so rather than "the attacker retreats".
  const resultText = (result: string) => (figures.kind === 'gun' && result === 'Ar' ? t('gunIgnoresAr') : t('results', { result }));
  return (
    <>
      <p className={styles.oddsSides}>{t('sides', { kind: figures.kind, attackers: figures.attackers.join(' + '), defenders: figures.defenders.join(' + ') })}</p>
      <p className={styles.oddsLine}>
        <strong>{t('strengths', { attack: figures.attack, defence: figures.defence, odds: figures.oddsColumn })}</strong>
      </p>
      <ul className={styles.oddsList}>
        {figures.shifts.map((shift, i) => (
          <li key={`s${i}`}>{t.rich('shift', { value: signed(shift.value), rule })}</li>
        ))}
        {figures.modifiers.map((modifier, i) => (
          <li key={`m${i}`}>{t.rich('modifier', { value: signed(modifier.value), reason: modifier.reason.replace(/-/g, '_'), rule })}</li>
        ))}
        <li>{t('column', { column: figures.column })}</li>
        {figures.gunMayFire ? <li>{t.rich('gunMayFire', { rule })}</li> : null}
      </ul>
      <table className={styles.oddsTable}>
        <caption>{t('table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dieHeader')}</th>
            <th scope="col">{t('resultHeader')}</th>
          </tr>
        </thead>
        <tbody>
          {figures.results.map((result, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td>
                <abbr title={resultText(result)}>{result}</abbr> {resultText(result)}
                <RetreatLossNote loss={losses.get(result)} />
                <PanicNote move={panics.get(result)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.oddsRules}>
        {t('rules')}
        {figures.rules.map((id, i) => (
          <span key={id}>
            {i > 0 ? ', ' : ''}
            <RuleLink id={id} />
          </span>
        ))}
      </p>
    </>
  );
}

/** The units a retreat result would cost (AR-8.5): those lost whatever paths are chosen, and those lost by some. */
function RetreatLossNote({ loss }: { readonly loss: RetreatLoss | undefined }) {
  const t = useTranslations('PlayPreview');
  if (!loss) return null;
  return (
    <>
      {loss.eliminated.length > 0 ? (
        <span className={styles.oddsLoss}>{t.rich('cannotRetreat', { units: loss.eliminated.join(' + '), count: loss.eliminated.length, rule })}</span>
      ) : null}
      {loss.mayBeEliminated.length > 0 ? (
        <span className={styles.oddsLoss}>{t.rich('mayNotRetreat', { units: loss.mayBeEliminated.join(' + '), count: loss.mayBeEliminated.length, rule })}</span>
      ) : null}
    </>
  );
}

/** Where the result moves the turn marker by Rommel's panic (AR-8.6), and whether the Allies win by it (AR-4.2). */
function PanicNote({ move }: { readonly move: MarkerMove | undefined }) {
  const t = useTranslations('PlayPreview');
  if (!move) return null;
  const range = move.least === move.most ? String(move.least) : `${move.least}–${move.most}`;
  return <span className={move.alliesWin === 'always' ? styles.oddsPanicWin : styles.oddsPanic}>{t.rich('panic', { alliesWin: move.alliesWin, from: move.from, range, rule })}</span>;
}
