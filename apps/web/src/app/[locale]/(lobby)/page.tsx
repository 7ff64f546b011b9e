import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';
import { CLIENT_NAMESPACES, LOBBY_NAMESPACES, pickMessages } from '@/i18n/client-messages';
import { GameCard } from '@/components/GameCard';
import { pageLocale } from '@/i18n/page-locale';
import { gameCardLines } from '@/lobby/game-card-lines';
import { GameLists } from '@/lobby/GameLists';
import { LOBBY_GAME_TYPES, LOBBY_LISTS, lobbyGameType, lobbyPages } from '@/lobby/lobby-pages';
import { timeAgo } from '@/lobby/time-ago';
import { LobbyRefresher } from '@/lobby/LobbyRefresher';
import { MyGames } from '@/lobby/MyGames';
import { NewGameForm, type BooleanOption } from '@/lobby/NewGameForm';
import { publicApiUrl } from '@/sdk/api-url';
import { loadGames, loadGameTypes } from '@/sdk/server';
import styles from './page.module.css';

interface Props {
  readonly params: Promise<{ locale: string }>;
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Yes/no options from a game type's options schema (JSON Schema), with their defaults. */
function booleanOptions(schema: unknown): BooleanOption[] {
  const properties = (schema as { properties?: Record<string, { type?: string; default?: unknown }> } | null)?.properties ?? {};
  return Object.entries(properties)
    .filter(([, property]) => property.type === 'boolean')
    .map(([key, property]) => ({ key, defaultValue: property.default === true }));
}

/** The lobby: the two games with how to play them and a form to start one; the games listed; this browser's seats. */
export default async function LobbyPage({ params, searchParams }: Props) {
  pageLocale((await params).locale);
  await connection();
  const t = await getTranslations('LobbyPage');
  const query = await searchParams;
  const pages = lobbyPages(query);
  const gameType = lobbyGameType(query);
  // Read together; the game types come from a five-minute cache. (Streaming the lists in later moved the page.)
  const [lobby, games] = await Promise.all([loadGameTypes(), loadGames(pages, gameType)]);
  if (!lobby.ok) console.error(`lobby: ${lobby.reason}`);
  if (!games.ok) console.error(`lobby: ${games.reason}`);
  const apiUrl = publicApiUrl();
  const types = lobby.ok ? lobby.value : [];
  const messages = await getMessages();
  // Dates are written on the server: the browser's date formatting may differ from Node's by a space, which would
  // make the page's first render differ from the server's.
  const format = await getFormatter();
  const listed = games.ok ? LOBBY_LISTS.flatMap((list) => games.value.lists[list]) : [];
  const cards = listed.map((game) => ({ id: game.id, lines: gameCardLines(game) }));
  const dates = Object.fromEntries(cards.map(({ id, lines }) => [id, format.dateTime(new Date(lines.at), { dateStyle: 'medium', timeStyle: 'short' })]));
  // How long ago, as of this render: the lobby refreshes itself (LobbyRefresher), which writes them again.
  const now = new Date();
  const lastMoves = Object.fromEntries(cards.flatMap(({ id, lines }) => (lines.lastMoveAt ? [[id, timeAgo(format, lines.lastMoveAt, now)]] : [])));
  return (
    // The lobby's client parts get their own messages, beside the base every page has.
    <NextIntlClientProvider messages={pickMessages(messages, [...CLIENT_NAMESPACES, ...LOBBY_NAMESPACES])}>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      {!lobby.ok ? <p role="alert">{t('unavailable')}</p> : null}
      <div className={styles.games}>
        {LOBBY_GAME_TYPES.map((game) => {
          const type = types.find((candidate) => candidate.id === game);
          return (
            <GameCard key={game} game={game}>
              {type ? <NewGameForm apiUrl={apiUrl} gameType={game} roles={type.roles} options={booleanOptions(type.optionsSchema)} /> : null}
            </GameCard>
          );
        })}
      </div>
      <MyGames apiUrl={apiUrl} games={listed} />
      {games.ok ? <GameLists apiUrl={apiUrl} lists={games.value.lists} dates={dates} lastMoves={lastMoves} pages={pages} more={games.value.more} gameType={gameType} /> : null}
      <LobbyRefresher />
    </NextIntlClientProvider>
  );
}

