import { useTranslations } from 'next-intl';
import { use } from 'react';
import { pageLocale } from '@/i18n/page-locale';
import { GameCard } from '@/components/GameCard';
import styles from './page.module.css';

interface Props {
  readonly params: Promise<{ locale: string }>;
}

/** The lobby: the two games with how to play them. Listing and creating games joins here with the SDK. */
export default function LobbyPage({ params }: Props) {
  pageLocale(use(params).locale);
  const t = useTranslations('LobbyPage');
  return (
    <>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      <div className={styles.games}>
        <GameCard game="graf-spee" />
        <GameCard game="arras" />
      </div>
    </>
  );
}
