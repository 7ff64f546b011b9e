import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { LocaleSwitcher } from './LocaleSwitcher';
import { Navigation } from './Navigation';
import styles from './SiteHeader.module.css';

/** The banner on every page: the service's name, the main navigation and the language choice. */
export function SiteHeader() {
  const t = useTranslations('SiteHeader');
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.brand}>
          <svg className={styles.mark} viewBox="-10 -10 20 20" aria-hidden="true">
            <polygon points="0,-9 7.8,-4.5 7.8,4.5 0,9 -7.8,4.5 -7.8,-4.5" />
          </svg>
          <span>{t('brand')}</span>
        </Link>
        <Navigation />
        <LocaleSwitcher />
      </div>
    </header>
  );
}
