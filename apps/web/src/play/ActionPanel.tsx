'use client';

import type { CommandPreview } from '@wargames/sdk';
import { useTranslations } from 'next-intl';
import { OddsPreview } from './OddsPreview';
import styles from './PlayScreen.module.css';

export interface OfferedCommand<C> {
  readonly command: C;
  readonly label: string;
  /** The API previews this command's odds before it is sent. */
  readonly previewed: boolean;
}

interface Props<C> {
  /** Commands offered as buttons (nothing on the map picks them). */
  readonly buttons: readonly OfferedCommand<C>[];
  /** Commands the clicks on the map so far pick completely: a choice, or one to confirm after its preview. */
  readonly choices: readonly OfferedCommand<C>[];
  /** The choice whose preview is shown, waiting for "Send". */
  readonly confirming: OfferedCommand<C> | null;
  /** What is picked on the map so far, in words, or null. */
  readonly selected: string | null;
  readonly busy: boolean;
  readonly canAct: boolean;
  readonly onSend: (command: C) => void;
  readonly onChoose: (offered: OfferedCommand<C>) => void;
  readonly onCancel: () => void;
  readonly onActive: (command: C | null) => void;
  readonly preview: (command: C) => Promise<CommandPreview>;
}

const keyOf = (command: unknown) => JSON.stringify(command);

/**
 * The seat's commands that are not picked on the map (end a phase, fire the 88, raid), the choice left when several
 * legal commands share the same picks (two paths to one hex, attacker groups), and a preview to confirm before an
 * attack is sent. Every button sends exactly a command the API listed.
 */
export function ActionPanel<C>({ buttons, choices, confirming, selected, busy, canAct, onSend, onChoose, onCancel, onActive, preview }: Props<C>) {
  const t = useTranslations('PlayScreen');
  const gunButton = buttons.find((offered) => offered.previewed);
  return (
    <section className={styles.actions} aria-labelledby="play-actions-heading">
      <h2 id="play-actions-heading">{t('actions')}</h2>
      {busy ? <p className={styles.muted}>{t('sending')}</p> : null}
      {!busy && canAct && buttons.length === 0 && choices.length === 0 && !selected ? <p className={styles.muted}>{t('pickHint')}</p> : null}
      {!busy && !canAct ? <p className={styles.muted}>{t('noActions')}</p> : null}
      {selected ? (
        <p className={styles.selected}>
          {t('selected', { what: selected })}{' '}
          <button type="button" className={styles.linkButton} onClick={onCancel}>
            {t('cancel')}
          </button>
        </p>
      ) : null}
      {choices.length > 1 ? (
        <fieldset className={styles.choices}>
          <legend>{t('choose')}</legend>
          {choices.map((offered) => (
            <button
              key={keyOf(offered.command)}
              type="button"
              aria-pressed={confirming !== null && keyOf(confirming.command) === keyOf(offered.command)}
              onClick={() => onChoose(offered)}
              onFocus={() => onActive(offered.command)}
              onMouseEnter={() => onActive(offered.command)}
              onBlur={() => onActive(null)}
              onMouseLeave={() => onActive(null)}
              disabled={busy}
            >
              {offered.label}
            </button>
          ))}
        </fieldset>
      ) : null}
      {confirming ? (
        <div className={styles.confirm}>
          {confirming.previewed ? <OddsPreview commandKey={keyOf(confirming.command)} load={() => preview(confirming.command)} /> : null}
          <button type="button" className={styles.primary} onClick={() => onSend(confirming.command)} disabled={busy}>
            {t('send', { label: confirming.label })}
          </button>
        </div>
      ) : null}
      {gunButton && !busy ? <OddsPreview commandKey={keyOf(gunButton.command)} load={() => preview(gunButton.command)} /> : null}
      {buttons.length > 0 && !busy ? (
        <div className={styles.buttons}>
          {buttons.map((offered) => (
            <button key={keyOf(offered.command)} type="button" onClick={() => onSend(offered.command)} disabled={busy}>
              {offered.label}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
