'use client';

import { useTranslations } from 'next-intl';
import { RuleLink } from '@/components/RuleLink';
import { tellApiError } from './api-error-messages';

/** An API error in the reader's language, with its code and the rule (linked) or field it names. */
export function ApiErrorNotice({ error }: { readonly error: unknown }) {
  const t = useTranslations('ApiErrors');
  const told = tellApiError(error);
  return (
    <p role="alert">
      {told.key === 'unknown' ? t('unknown', { code: told.code }) : t(told.key as Exclude<typeof told.key, 'unknown'>)}{' '}
      {told.code !== 'network' ? <code>{told.code}</code> : null}
      {told.rule ? (
        <>
          {' '}
          {t('rule')} <RuleLink id={told.rule} />
        </>
      ) : null}
    </p>
  );
}
