import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessages } from '@/i18n/client-messages';
import { DocumentLanguage } from './DocumentLanguage';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** What every page has around its content: the skip link, the header with navigation and languages, main, footer. */
export async function SiteFrame({ children }: { readonly children: ReactNode }) {
  const messages = await getMessages();
  const t = await getTranslations('SiteHeader');
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {/* Client components get only the namespaces they use, not the whole rules text. */}
      <NextIntlClientProvider messages={clientMessages(messages)}>
        <DocumentLanguage />
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
      </NextIntlClientProvider>
    </>
  );
}
