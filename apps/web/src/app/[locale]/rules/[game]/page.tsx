import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { routing } from '@/i18n/routing';
import { RULES_GAMES, type RulesGame } from '@/rules/rule-ids';
import { RulesArticle } from '@/rules/RulesArticle';

interface Props {
  readonly params: Promise<{ locale: string; game: string }>;
}

const isRulesGame = (game: string): game is RulesGame => (RULES_GAMES as readonly string[]).includes(game);

export const dynamicParams = false;

export function generateStaticParams() {
  return RULES_GAMES.map((game) => ({ game }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, game } = await params;
  if (!hasLocale(routing.locales, locale) || !isRulesGame(game)) return {};
  const t = await getTranslations({ locale, namespace: game === 'graf-spee' ? 'RulesGrafSpee' : 'RulesArras' });
  return { title: t('title') };
}

/** The rules of one game, with an anchor for every rule id. */
export default async function RulesPage({ params }: Props) {
  const { locale, game } = await params;
  pageLocale(locale);
  if (!isRulesGame(game)) notFound();
  return <RulesArticle game={game} />;
}
