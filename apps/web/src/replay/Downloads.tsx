'use client';

import { useTranslations } from 'next-intl';
import { ApiErrorNotice } from '@/errors/ApiErrorNotice';
import { useApiCall } from '@/errors/useApiCall';
import { browserClient } from '@/sdk/browser';
import styles from './Replay.module.css';

interface Props {
  readonly apiUrl: string;
  readonly gameType: 'graf-spee' | 'arras';
  readonly gameId: string;
  readonly perspective: string;
  readonly token: string | null;
}

/** Saves text as a file through a temporary object URL (the API is another origin, so a plain link cannot). */
function save(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A finished game's record (JSON, for import elsewhere) and the history of the perspective shown (NDJSON). */
export function Downloads({ apiUrl, gameType, gameId, perspective, token }: Props) {
  const t = useTranslations('ReplayScreen');
  const download = useApiCall<'record' | 'history'>('stays');
  const session = () => browserClient(apiUrl).game(gameType).open(gameId, token ? { token } : {});
  const run = (key: 'record' | 'history', task: () => Promise<void>) => () => void download.run(key, task);
  return (
    <section className={styles.downloads} aria-labelledby="replay-downloads">
      <h2 id="replay-downloads">{t('downloads')}</h2>
      <p>
        <button type="button" disabled={download.pending !== null} onClick={run('record', async () => save(`${JSON.stringify(await session().record(), null, 2)}\n`, `${gameType}-${gameId}.record.json`, 'application/json'))}>
          {t('downloadRecord')}
        </button>
      </p>
      <p>
        <button
          type="button"
          disabled={download.pending !== null}
          onClick={run('history', async () =>
            save(await session().historyNdjsonText({ perspective: perspective as never }), `${gameType}-${gameId}.${perspective}.history.ndjson`, 'application/x-ndjson'),
          )}
        >
          {t('downloadHistory')}
        </button>
      </p>
      {download.error ? <ApiErrorNotice error={download.error} /> : null}
    </section>
  );
}
