'use client';

import { useTranslations } from 'next-intl';
import { useApiCall } from '@/errors/useApiCall';
import { useApiErrorText } from '@/errors/useApiErrorText';
import { useRouter } from '@/i18n/navigation';
import { startGame } from '@/seats/start-game';
import { rematchBots, rematchSides, type SummarySeat } from './rematch';
import styles from './PlayScreen.module.css';

/** What a finished game's new game keeps: the options it was played with and who held each seat. */
export interface FinishedGameSettings {
  readonly options: unknown;
  readonly seats: readonly SummarySeat[];
}

interface Props {
  readonly apiUrl: string;
  readonly gameType: 'graf-spee' | 'arras';
  /** The seat this browser played. */
  readonly role: string;
  readonly settings: FinishedGameSettings;
}

/** After the end: a new game with the same options and opponent, on either side; its seat is kept in this browser. */
export function PlayAgain({ apiUrl, gameType, role, settings }: Props) {
  const t = useTranslations('PlayScreen.again');
  const roles = useTranslations('PlayRoles');
  const router = useRouter();
  const { pending, error, run } = useApiCall<string>('leaves');
  const busy = pending !== null;
  const errorText = useApiErrorText();

  const start = (side: string) =>
    run(side, async () => {
      const gameId = await startGame(apiUrl, { gameType, role: side, options: settings.options, bots: rematchBots(settings.seats, side) });
      router.push(`/games/${gameId}`);
    });

  return (
    <div className={styles.again} role="group" aria-labelledby="again-heading">
      <p id="again-heading">{t(settings.seats.some((seat) => seat.bot !== null) ? 'headingComputer' : 'heading')}</p>
      <p className={styles.againButtons}>
        {rematchSides(settings.seats, role).map((side) => (
          <button key={side} type="button" onClick={() => void start(side)} disabled={busy}>
            {t('as', { role: roles('role', { role: side }) })}
          </button>
        ))}
      </p>
      {busy ? <p aria-live="polite">{t('starting')}</p> : null}
      {error ? <p role="alert">{t('failed', { message: errorText(error) })}</p> : null}
    </div>
  );
}
