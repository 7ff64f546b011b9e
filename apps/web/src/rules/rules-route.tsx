import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { routing } from '@/i18n/routing';
import type { RulesGame } from './rule-ids';
import { RulesArticle } from './RulesArticle';

interface Props {
  readonly params: Promise<{ locale: string }>;
}

/**
 * The page of one game's rules, with an anchor for every rule id. Each game has its own route folder (not a [game]
 * segment), so an address naming no game matches no route and gets the root 404, drawn on the server in its language.
 */
export function rulesRoute(game: RulesGame) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale } = await params;
      if (!hasLocale(routing.locales, locale)) return {};
      const t = await getTranslations({ locale, namespace: game === 'graf-spee' ? 'RulesGrafSpee' : 'RulesArras' });
      return { title: t('title') };
    },
    async Page({ params }: Props) {
      pageLocale((await params).locale);
      return <RulesArticle game={game} />;
    },
  };
}
