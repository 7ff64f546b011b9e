import type { formats } from './src/i18n/formats';
import type { routing } from './src/i18n/routing';
import type messages from './messages/en.json';

// English is the reference: a key missing from en.json, or misspelt, fails the type check.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
    Formats: typeof formats;
  }
}
