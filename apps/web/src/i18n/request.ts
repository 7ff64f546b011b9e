import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { formats } from './formats';
import { routing } from './routing';

/** Messages and formats for each request; an unknown locale falls back to the default (the layout sends it to 404). */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    formats,
    // Dates in the rules are historical days, not instants: render them the same on server and client.
    timeZone: 'UTC',
  };
});
