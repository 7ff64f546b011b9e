import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { use } from 'react';
import { pageLocale } from '@/i18n/page-locale';
import { Link } from '@/i18n/navigation';
import styles from './page.module.css';

interface Props {
  readonly params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: 'RulesIndexPage' });
  return { title: t('title') };
}

/** Both games' rules. */
export default function RulesIndexPage({ params }: Props) {
  pageLocale(use(params).locale);
  const t = useTranslations('RulesIndexPage');
  return (
    <>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      <ul className={styles.list}>
        <li>
          <h2>
            <Link href="/rules/graf-spee">{t('grafSpee.title')}</Link>
          </h2>
          <p>{t('grafSpee.summary')}</p>
        </li>
        <li>
          <h2>
            <Link href="/rules/arras">{t('arras.title')}</Link>
          </h2>
          <p>{t('arras.summary')}</p>
        </li>
      </ul>
    </>
  );
}
