import { useTranslations } from 'next-intl';
import styles from './SiteFooter.module.css';

/** Where the games come from. */
export function SiteFooter() {
  const t = useTranslations('SiteFooter');
  return (
    <footer className={styles.footer}>
      <p>{t.rich('credits', { i: (chunks) => <i>{chunks}</i> })}</p>
    </footer>
  );
}
