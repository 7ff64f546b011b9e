import { GAME_LISTS, WargamesClient, type GameSummary, type GameTypeInfo } from '@wargames/sdk';
import { arrasBoardSchema, type ArrasBoard } from '@/board-data/arras';
import { grafSpeeBoardSchema, type GrafSpeeBoard } from '@/board-data/graf-spee';
import { LOBBY_PAGE_SIZE, lobbyPageRequest, type LobbyGameType, type LobbyList, type LobbyPages } from '@/lobby/lobby-pages';
import { apiUrl } from './api-url';

/**
 * The web server's one door to the API: every read goes through @wargames/sdk, like any other client. The browser's
 * door is src/sdk/browser.ts.
 */
export type Loaded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

const schemas = { 'graf-spee': grafSpeeBoardSchema, arras: arrasBoardSchema } as const;
export interface BoardOf {
  'graf-spee': GrafSpeeBoard;
  arras: ArrasBoard;
}
export type GameTypeId = keyof BoardOf;

export function isGameTypeId(id: string): id is GameTypeId {
  return id === 'graf-spee' || id === 'arras';
}

/** One client per server process: it holds no state but the API's address. */
let client: WargamesClient | undefined;
export function serverClient(): WargamesClient {
  client ??= new WargamesClient({ url: apiUrl(), retry: { attempts: 2 } });
  return client;
}

function reasonOf(error: unknown): string {
  return `the API at ${apiUrl()} did not answer as expected (${error instanceof Error ? error.message : String(error)})`;
}

/** The static board data of a game type (the game type's `board`), checked against its shape. */
export async function loadBoard<G extends GameTypeId>(gameType: G): Promise<Loaded<BoardOf[G]>> {
  let info: GameTypeInfo;
  try {
    info = await serverClient().game(gameType).info();
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
  const parsed = schemas[gameType].safeParse(info.board);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: `the ${gameType} board data does not have the expected shape at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? ''}` };
  }
  return { ok: true, value: parsed.data as BoardOf[G] };
}

/** Game types change only with a new release of the API: kept for five minutes per server process. */
const GAME_TYPES_TTL_MS = 5 * 60_000;
let gameTypesCache: { readonly at: number; readonly types: Promise<GameTypeInfo[]> } | undefined;

/** Every game type with its roles and options schema. */
export async function loadGameTypes(): Promise<Loaded<readonly GameTypeInfo[]>> {
  if (!gameTypesCache || Date.now() - gameTypesCache.at > GAME_TYPES_TTL_MS) gameTypesCache = { at: Date.now(), types: serverClient().gameTypes() };
  try {
    return { ok: true, value: await gameTypesCache.types };
  } catch (error) {
    gameTypesCache = undefined;
    return { ok: false, reason: reasonOf(error) };
  }
}

/**
 * A page of each of the lobby's lists (games with a free seat and games whose seats are all held, newest first;
 * finished games, the latest ended first), and whether more follow.
 */
export interface LobbyGames {
  readonly lists: Readonly<Record<LobbyList, readonly GameSummary[]>>;
  readonly more: Readonly<Record<LobbyList, boolean>>;
}

/** What the lobby lists: the page asked for of each list, of one game type or all, in the API's order. */
export async function loadGames(pages: LobbyPages, gameType?: LobbyGameType): Promise<Loaded<LobbyGames>> {
  try {
    const sdk = serverClient();
    const page = async (list: LobbyList) => {
      const games = await sdk.games({ ...GAME_LISTS[list], ...(gameType ? { gameType } : {}), ...lobbyPageRequest(pages, list) });
      return { games: games.slice(0, LOBBY_PAGE_SIZE[list]), more: games.length > LOBBY_PAGE_SIZE[list] };
    };
    const [open, running, finished] = await Promise.all([page('open'), page('running'), page('finished')]);
    // A seat taken between the two reads may list a game in both: it is shown where it is now, among those running.
    const runningIds = new Set(running.games.map((game) => game.id));
    return {
      ok: true,
      value: {
        lists: { open: open.games.filter((game) => !runningIds.has(game.id)), running: running.games, finished: finished.games },
        more: { open: open.more, running: running.more, finished: finished.more },
      },
    };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
}

/** One game's public summary, or null when the API does not know it. */
export async function loadGame(gameId: string): Promise<Loaded<GameSummary | null>> {
  try {
    return { ok: true, value: await serverClient().getGame(gameId) };
  } catch (error) {
    if ((error as { status?: number }).status === 404 || (error as { status?: number }).status === 400) return { ok: true, value: null };
    return { ok: false, reason: reasonOf(error) };
  }
}
