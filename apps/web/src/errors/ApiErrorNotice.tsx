'use client';

import { useTranslations } from 'next-intl';
import { RuleLink } from '@/components/RuleLink';
import { tellApiError } from './api-error-messages';
import { useApiErrorText } from './useApiErrorText';

/** An API error in the reader's language, with its code and the rule (linked) or field it names. */
export function ApiErrorNotice({ error }: { readonly error: unknown }) {
  const t = useTranslations('ApiErrors');
  const errorText = useApiErrorText();
  const told = tellApiError(error);
  return (
    <p role="alert">
      {errorText(error)}{' '}
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
