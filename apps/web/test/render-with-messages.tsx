import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import en from '../messages/en.json';
import ja from '../messages/ja.json';
import ko from '../messages/ko.json';

const MESSAGES = { en, ko, ja } as const;

/** `children` rendered on the server in `locale` with the app's real messages; a missing or broken message fails. */
export function renderWithMessages(locale: keyof typeof MESSAGES, children: ReactNode): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="UTC" onError={(error) => { throw new Error(`${error.code}: ${error.originalMessage ?? error.message}`); }}>
      {children}
    </NextIntlClientProvider>,
  );
}
