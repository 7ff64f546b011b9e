import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { CLIENT_NAMESPACES, pickMessages, REPLAY_NAMESPACES } from '@/i18n/client-messages';
import { BoardUnavailable } from '@/components/BoardUnavailable';
import { pageLocale } from '@/i18n/page-locale';
import { ReplayScreen } from '@/replay/ReplayScreen';
import { publicApiUrl } from '@/sdk/api-url';
import { loadBoardOnce } from '@/sdk/board-cache';
import { isGameTypeId, loadGame } from '@/sdk/server';
import { gameTitleKey } from '@/i18n/game-title-key';

interface Props {
  readonly params: Promise<{ locale: string; id: string }>;
  readonly searchParams: Promise<{ step?: string | string[]; perspective?: string | string[] }>;
}

const one = (value: string | string[] | undefined): string | null => (typeof value === 'string' && value !== '' ? value : null);

export async function generateMetadata({ params }: Props) {
  const { id } = await params;
  const t = await getTranslations('ReplayScreen');
  const names = await getTranslations('GameCard');
  const loaded = await loadGame(id);
  const game = loaded.ok && loaded.value ? loaded.value.gameType : null;
  return { title: t('heading', { game: names(gameTitleKey(game)), id: id.slice(0, 8) }) };
}

/**
 * A game's replay: the server reads its summary and board through the SDK; the browser loads every frame of the
 * chosen perspective at once (GET /frames, NDJSON) and steps through them locally (ReplayScreen). `?step=` and
 * `?perspective=` open a link at exactly that position.
 */
export default async function ReplayPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  pageLocale(locale);
  await connection();
  const query = await searchParams;
  const loaded = await loadGame(id);
  if (!loaded.ok) {
    console.error(`replay page: ${loaded.reason}`);
    return <BoardUnavailable />;
  }
  const game = loaded.value;
  if (!game || !isGameTypeId(game.gameType)) notFound();
  const t = await getTranslations('ReplayScreen');
  const names = await getTranslations('GameCard');
  const title = t('heading', { game: names(gameTitleKey(game.gameType)), id: game.id.slice(0, 8) });
  const stepText = one(query.step);
  const initialStep = stepText !== null && /^\d+$/.test(stepText) ? Number(stepText) : null;
  const common = { apiUrl: publicApiUrl(), gameId: game.id, title, ended: game.status === 'ended', imported: game.imported, initialStep, initialPerspective: one(query.perspective) };
  // The viewer is a client component: it gets the words of the board, the narration and the replay.
  const messages = pickMessages(await getMessages(), [...CLIENT_NAMESPACES, ...REPLAY_NAMESPACES]);
  if (game.gameType === 'arras') {
    const board = await loadBoardOnce('arras');
    if (!board.ok) return <BoardUnavailable />;
    return (
      <NextIntlClientProvider messages={messages}>
        <ReplayScreen gameType="arras" board={board.value} {...common} />
      </NextIntlClientProvider>
    );
  }
  const board = await loadBoardOnce('graf-spee');
  if (!board.ok) return <BoardUnavailable />;
  return (
    <NextIntlClientProvider messages={messages}>
      <ReplayScreen gameType="graf-spee" board={board.value} {...common} />
    </NextIntlClientProvider>
  );
}
