import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { CLIENT_NAMESPACES, pickMessages, PLAY_NAMESPACES } from '@/i18n/client-messages';
import { BoardUnavailable } from '@/components/BoardUnavailable';
import { pageLocale } from '@/i18n/page-locale';
import { PlayScreen } from '@/play/PlayScreen';
import { publicApiUrl } from '@/sdk/api-url';
import { loadBoardOnce } from '@/sdk/board-cache';
import { isGameTypeId, loadGame } from '@/sdk/server';
import { gameTitleKey } from '@/i18n/game-title-key';

interface Props {
  readonly params: Promise<{ locale: string; id: string }>;
}

export async function generateMetadata({ params }: Props) {
  const { id } = await params;
  const t = await getTranslations('GameCard');
  const loaded = await loadGame(id);
  const game = loaded.ok && loaded.value ? loaded.value.gameType : null;
  return { title: game === 'arras' ? t('arras.title') : game === 'graf-spee' ? t('grafSpee.title') : id };
}

/** A game's play page: the server reads its summary and board through the SDK; the browser plays (PlayScreen). */
export default async function GamePage({ params }: Props) {
  const { locale, id } = await params;
  pageLocale(locale);
  await connection();
  const loaded = await loadGame(id);
  if (!loaded.ok) {
    console.error(`play page: ${loaded.reason}`);
    return <BoardUnavailable />;
  }
  const game = loaded.value;
  if (!game || !isGameTypeId(game.gameType)) notFound();
  const t = await getTranslations('PlayScreen');
  const names = await getTranslations('GameCard');
  const title = t('heading', { game: names(gameTitleKey(game.gameType)), id: game.id.slice(0, 8) });
  const computerSeats = game.seats.filter((seat) => seat.bot).map((seat) => seat.role);
  const settings = { options: game.options, seats: game.seats.map(({ role, bot }) => ({ role, bot })) };
  const apiUrl = publicApiUrl();
  // The board's words of this game only: the other game's scene is never drawn here.
  const otherScene = game.gameType === 'arras' ? 'GrafSpeeScene' : 'ArrasScene';
  const messages = pickMessages(await getMessages(), [...CLIENT_NAMESPACES, ...PLAY_NAMESPACES.filter((namespace) => namespace !== otherScene)]);
  let screen;
  if (game.gameType === 'arras') {
    const board = await loadBoardOnce('arras');
    if (!board.ok) return <BoardUnavailable />;
    screen = <PlayScreen key={game.id} gameType="arras" board={board.value} apiUrl={apiUrl} gameId={game.id} title={title} seats={game.seats} computerSeats={computerSeats} settings={settings} />;
  } else {
    const board = await loadBoardOnce('graf-spee');
    if (!board.ok) return <BoardUnavailable />;
    screen = <PlayScreen key={game.id} gameType="graf-spee" board={board.value} apiUrl={apiUrl} gameId={game.id} title={title} seats={game.seats} computerSeats={computerSeats} settings={settings} />;
  }
  return (
    <NextIntlClientProvider messages={messages}>
      {screen}
    </NextIntlClientProvider>
  );
}
