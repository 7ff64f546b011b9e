import { useLocale, useTranslations } from 'next-intl';
import { routing } from '@/i18n/routing';
import { LocaleSwitcherSelect } from './LocaleSwitcherSelect';

/** The language choice: each language is named in its own language. */
export function LocaleSwitcher() {
  const t = useTranslations('LocaleSwitcher');
  const locale = useLocale();
  return (
    <LocaleSwitcherSelect
      label={t('label')}
      value={locale}
      options={routing.locales.map((option) => ({ value: option, label: t('locale', { locale: option }) }))}
    />
  );
}
