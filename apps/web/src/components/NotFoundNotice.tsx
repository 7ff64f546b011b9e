import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** The translated 404: nothing here, with the way back to the lobby and the rules. */
export function NotFoundNotice() {
  const t = useTranslations('NotFoundPage');
  return (
    <article className="prose">
      <h1>{t('title')}</h1>
      <p>{t.rich('description', { lobby: (chunks) => <Link href="/">{chunks}</Link>, rules: (chunks) => <Link href="/rules">{chunks}</Link> })}</p>
    </article>
  );
}
