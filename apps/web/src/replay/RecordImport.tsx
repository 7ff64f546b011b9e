'use client';

import type { GameRecord } from '@wargames/sdk';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { ApiErrorNotice } from '@/errors/ApiErrorNotice';
import { useApiCall } from '@/errors/useApiCall';
import { useRouter } from '@/i18n/navigation';
import { browserClient } from '@/sdk/browser';
import styles from './Replay.module.css';

/**
 * Upload a record file: the API imports it (deciding every step again, POST /api/records) and the new game opens in
 * the replay viewer. The file is only read and sent; the browser checks nothing but that it is JSON.
 */
export function RecordImport({ apiUrl }: { readonly apiUrl: string }) {
  const t = useTranslations('ReplayImport');
  const router = useRouter();
  const fileId = useId();
  const [problem, setProblem] = useState<'noFile' | 'notJson' | null>(null);
  const { pending, error, run, clear } = useApiCall('leaves');
  const busy = pending !== null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    clear();
    const file = (event.currentTarget.elements.namedItem('record') as HTMLInputElement | null)?.files?.[0];
    if (!file) return setProblem('noFile');
    let record: GameRecord;
    try {
      record = JSON.parse(await file.text()) as GameRecord;
    } catch {
      return setProblem('notJson');
    }
    await run(true, async () => {
      const game = await browserClient(apiUrl).importRecord(record);
      router.push(`/games/${game.id}/replay`);
    });
  };

  return (
    <form className={styles.downloads} onSubmit={(event) => void submit(event)}>
      <p>
        <label htmlFor={fileId}>{t('file')}</label>{' '}
        <input id={fileId} name="record" type="file" accept="application/json,.json" />
      </p>
      <p>
        <button type="submit" disabled={busy}>
          {busy ? t('busy') : t('submit')}
        </button>
      </p>
      {problem ? <p role="alert">{t(problem)}</p> : null}
      {error ? <ApiErrorNotice error={error} /> : null}
    </form>
  );
}
