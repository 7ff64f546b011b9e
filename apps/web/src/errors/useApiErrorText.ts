'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { tellApiError } from './api-error-messages';

/**
 * An API error as one sentence in the reader's language, for a notice that says what failed first ("The seat could
 * not be taken: …"): the API's own messages are English, and are not shown.
 */
export function useApiErrorText(): (error: unknown) => string {
  const t = useTranslations('ApiErrors');
  return useCallback(
    (error: unknown) => {
      const told = tellApiError(error);
      return told.key === 'unknown' ? t('unknown', { code: told.code }) : t(told.key as Exclude<typeof told.key, 'unknown'>);
    },
    [t],
  );
}
