import '@/styles/globals.css';
import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/SiteFooter';
import { SiteHeader } from '@/components/SiteHeader';
import { routing } from '@/i18n/routing';
import { clientMessages } from '@/i18n/client-messages';
import { pageLocale } from '@/i18n/page-locale';
import { sans, serif } from '@/styles/fonts';

interface Props {
  readonly children: ReactNode;
  readonly params: Promise<{ locale: string }>;
}

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return { title: { default: t('title'), template: t('titleTemplate', { page: '%s' }) }, description: t('description') };
}

/** The root layout of every page: language, landmarks, header with navigation and the locale switcher. */
export default async function LocaleLayout({ children, params }: Props) {
  const locale = pageLocale((await params).locale);
  const messages = await getMessages();
  const t = await getTranslations('SiteHeader');
  return (
    <html lang={locale} className={`${sans.variable} ${serif.variable}`}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {/* Client components get only the namespaces they use, not the whole rules text. */}
        <NextIntlClientProvider messages={clientMessages(messages)}>
          <SiteHeader />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
