import '@/styles/globals.css';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { sans, serif } from '@/styles/fonts';

/** The title and description of every page (pages set their own title into the template), the 404s included. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return { title: { default: t('title'), template: t('titleTemplate', { page: '%s' }) }, description: t('description') };
}

/**
 * The document. `<html lang>` is rendered here, at the root, so that every answer carries its language from the server,
 * the 404 of an unknown address included (app/not-found.tsx renders inside this layout and no other). The locale is
 * the one the proxy matched for the request (next-intl's getLocale); outside any locale, the default.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale} className={`${sans.variable} ${serif.variable}`}>
      <body>{children}</body>
    </html>
  );
}
