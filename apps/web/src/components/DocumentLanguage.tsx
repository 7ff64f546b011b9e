'use client';

import { useLocale } from 'next-intl';
import { useLayoutEffect } from 'react';

/**
 * Keeps `<html lang>` equal to the page's locale across client navigations. The root layout renders it on the server,
 * but a layout stays mounted when the app moves to another locale in the browser (the language switcher), so its
 * attribute would keep the first page's language.
 */
export function DocumentLanguage() {
  const locale = useLocale();
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
