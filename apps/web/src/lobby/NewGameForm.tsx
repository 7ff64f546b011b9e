'use client';

import { useTranslations } from 'next-intl';
import { useApiCall } from '@/errors/useApiCall';
import { useApiErrorText } from '@/errors/useApiErrorText';
import { useState, type FormEvent } from 'react';
import { ruleTag as rule } from '@/components/RuleLink';
import { useRouter } from '@/i18n/navigation';
import { startGame } from '@/seats/start-game';
import styles from './Lobby.module.css';

/** A game option as the options schema gives it: a yes/no switch with its default. */
export interface BooleanOption {
  readonly key: string;
  readonly defaultValue: boolean;
}

interface Props {
  readonly apiUrl: string;
  readonly gameType: 'graf-spee' | 'arras';
  readonly roles: readonly string[];
  readonly options: readonly BooleanOption[];
}

const KNOWN_OPTIONS = ['brigade17', 'surePointsPerIcon'] as const;
/** The API's computer players, weakest first. */
const LEVELS = ['random', 'heuristic', 'search'] as const;

/** Create a game with its options and take a seat in it; the seat's token is kept in this browser. */
export function NewGameForm({ apiUrl, gameType, roles, options }: Props) {
  const t = useTranslations('LobbyNewGame');
  const roleNames = useTranslations('PlayRoles');
  const router = useRouter();
  const [role, setRole] = useState(roles[0] ?? '');
  const [values, setValues] = useState<Record<string, boolean>>(() => Object.fromEntries(options.map((option) => [option.key, option.defaultValue])));
  const [opponent, setOpponent] = useState<'human' | 'bot'>('human');
  const [level, setLevel] = useState<(typeof LEVELS)[number]>('heuristic');
  const { pending, error, run } = useApiCall('leaves');
  const busy = pending !== null;
  const errorText = useApiErrorText();

  const create = async (event: FormEvent) => {
    event.preventDefault();
    await run(true, async () => {
      const other = roles.find((r) => r !== role);
      const bots = opponent === 'bot' && other ? { [other]: level } : {};
      const gameId = await startGame(apiUrl, { gameType, role, options: values, bots });
      router.push(`/games/${gameId}`);
    });
  };

  return (
    <form className={styles.newGame} onSubmit={create} aria-label={t('heading')}>
      <fieldset>
        <legend>{t('side')}</legend>
        {roles.map((r) => (
          <label key={r} className={styles.choice}>
            <input type="radio" name={`${gameType}-role`} value={r} checked={role === r} onChange={() => setRole(r)} /> {roleNames('role', { role: r })}
          </label>
        ))}
      </fieldset>
      {options.length > 0 ? (
        <fieldset>
          <legend>{t('options')}</legend>
          {options.map((option) => (
            <label key={option.key} className={styles.choice}>
              <input type="checkbox" checked={values[option.key] ?? false} onChange={(event) => setValues({ ...values, [option.key]: event.target.checked })} />{' '}
              {(KNOWN_OPTIONS as readonly string[]).includes(option.key) ? t.rich(`optionNames.${option.key as (typeof KNOWN_OPTIONS)[number]}`, { rule }) : option.key}
            </label>
          ))}
        </fieldset>
      ) : null}
      <fieldset>
        <legend>{t('opponent')}</legend>
        <label className={styles.choice}>
          <input type="radio" name={`${gameType}-opponent`} value="human" checked={opponent === 'human'} onChange={() => setOpponent('human')} /> {t('opponentHuman')}
        </label>
        <label className={styles.choice}>
          <input type="radio" name={`${gameType}-opponent`} value="bot" checked={opponent === 'bot'} onChange={() => setOpponent('bot')} /> {t('opponentBot')}
        </label>
        {opponent === 'bot' ? (
          <label className={styles.choice}>
            {t('level')}{' '}
            <select value={level} onChange={(event) => setLevel(event.target.value as (typeof LEVELS)[number])}>
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t('levels', { level: l })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </fieldset>
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? t('creating') : t('create')}
      </button>
      {error ? <p role="alert">{t('failed', { message: errorText(error) })}</p> : null}
    </form>
  );
}
