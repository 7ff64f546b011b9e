import { useTranslations } from 'next-intl';
import { NavigationLink } from './NavigationLink';
import styles from './Navigation.module.css';

/** The main navigation. */
export function Navigation() {
  const t = useTranslations('Navigation');
  return (
    <nav aria-label={t('label')} className={styles.nav}>
      <ul>
        <li>
          <NavigationLink href="/" exact>
            {t('lobby')}
          </NavigationLink>
        </li>
        <li>
          <NavigationLink href="/rules">{t('rules')}</NavigationLink>
        </li>
      </ul>
    </nav>
  );
}
