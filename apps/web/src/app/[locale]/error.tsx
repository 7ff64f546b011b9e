'use client';

import { useTranslations } from 'next-intl';

interface Props {
  readonly error: Error & { digest?: string };
  readonly reset: () => void;
}

/** A page that failed to render: say so in the reader's language and offer to try again. */
export default function ErrorPage({ reset }: Props) {
  const t = useTranslations('ErrorPage');
  return (
    <article className="prose" role="alert">
      <h1>{t('title')}</h1>
      <p>{t.rich('description', { retry: (chunks) => <button type="button" className="button" onClick={reset}>{chunks}</button> })}</p>
    </article>
  );
}
