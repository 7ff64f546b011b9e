import { defineRouting } from 'next-intl/routing';

/** The one list of languages: English, Korean and Japanese (the games' sources are Korean and Japanese). */
export const routing = defineRouting({
  locales: ['en', 'ko', 'ja'],
  defaultLocale: 'en',
  localePrefix: 'always',
  // The choice made with the locale switcher is kept for a year; without it the browser's languages decide.
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
});

export type Locale = (typeof routing.locales)[number];
