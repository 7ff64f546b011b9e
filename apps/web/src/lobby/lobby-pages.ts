import { GAME_TYPE_IDS, isKnownGameType, type GameList, type GameTypeId } from '@wargames/sdk';

/**
 * How many games a page of each lobby list holds: games with a free seat (open), games whose every seat is held
 * (running) and finished ones. Each list is its own query to the API and has its own pages.
 */
export const LOBBY_PAGE_SIZE = { open: 30, running: 30, finished: 20 } as const satisfies Record<GameList, number>;

/** The SDK's three lists (GAME_LISTS says what each asks the API for). */
export type LobbyList = GameList;
/** The page of each list the lobby shows, from 1; kept in the address (`?open=2&finished=3`) so a link opens it. */
export type LobbyPages = Readonly<Record<LobbyList, number>>;

export const LOBBY_LISTS = Object.keys(LOBBY_PAGE_SIZE) as LobbyList[];

/** Far enough for any lobby; a larger number in an address is read as the first page, as is anything not a page number. */
const LAST_PAGE = 10_000;

function pageOf(value: string | string[] | undefined): number {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,4}$/.test(value)) return 1;
  const page = Number(value);
  return page <= LAST_PAGE ? page : 1;
}

/**
 * The lobby's games, in the SDK's order (the API's game types): each has its card and form, and the lists can be
 * narrowed to one (`?game=arras`).
 */
export const LOBBY_GAME_TYPES = GAME_TYPE_IDS;
export type LobbyGameType = GameTypeId;

/** The game type an address narrows the lists to, if any. */
export function lobbyGameType(query: Readonly<Record<string, string | string[] | undefined>>): LobbyGameType | undefined {
  const value = query['game'];
  return typeof value === 'string' && isKnownGameType(value) ? value : undefined;
}

/** The pages an address asks for. */
export function lobbyPages(query: Readonly<Record<string, string | string[] | undefined>>): LobbyPages {
  return { open: pageOf(query['open']), running: pageOf(query['running']), finished: pageOf(query['finished']) };
}

/**
 * The address query that shows `page` of `list` and keeps the other lists' pages and the game type shown; a first
 * page is no parameter.
 */
export function lobbyPageQuery(pages: LobbyPages, list: LobbyList, page: number, gameType?: LobbyGameType): Record<string, string> {
  const next = { ...pages, [list]: page };
  const query: Record<string, string> = gameType ? { game: gameType } : {};
  for (const name of LOBBY_LISTS) if (next[name] > 1) query[name] = String(next[name]);
  return query;
}

/** The offset and size to ask the API for, one more than a page so that the answer tells whether another page follows. */
export function lobbyPageRequest(pages: LobbyPages, list: LobbyList): { readonly offset: number; readonly limit: number } {
  const size = LOBBY_PAGE_SIZE[list];
  return { offset: (pages[list] - 1) * size, limit: size + 1 };
}
