import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { CLIENT_NAMESPACES, pickMessages, REPLAY_NAMESPACES } from '@/i18n/client-messages';
import { pageLocale } from '@/i18n/page-locale';
import { RecordImport } from '@/replay/RecordImport';
import { publicApiUrl } from '@/sdk/api-url';

interface Props {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata() {
  const t = await getTranslations('ReplayImport');
  return { title: t('title') };
}

/** Upload a game record; it opens in the replay viewer once the API has imported it. */
export default async function ImportRecordPage({ params }: Props) {
  const { locale } = await params;
  pageLocale(locale);
  await connection();
  const t = await getTranslations('ReplayImport');
  return (
    <div>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <NextIntlClientProvider messages={pickMessages(await getMessages(), [...CLIENT_NAMESPACES, ...REPLAY_NAMESPACES])}>
        <RecordImport apiUrl={publicApiUrl()} />
      </NextIntlClientProvider>
    </div>
  );
}
