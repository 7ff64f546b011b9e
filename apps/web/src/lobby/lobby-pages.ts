/** How many games a page of each lobby list holds: games under way (open and running together) and finished ones. */
export const LOBBY_PAGE_SIZE = { active: 50, finished: 20 } as const;

export type LobbyList = keyof typeof LOBBY_PAGE_SIZE;
/** The page of each list the lobby shows, from 1; kept in the address (`?active=2&finished=3`) so a link opens it. */
export type LobbyPages = Readonly<Record<LobbyList, number>>;

export const LOBBY_LISTS = Object.keys(LOBBY_PAGE_SIZE) as LobbyList[];

/** Far enough for any lobby; a larger number in an address is read as the first page, as is anything not a page number. */
const LAST_PAGE = 10_000;

function pageOf(value: string | string[] | undefined): number {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,4}$/.test(value)) return 1;
  const page = Number(value);
  return page <= LAST_PAGE ? page : 1;
}

/** The pages an address asks for. */
export function lobbyPages(query: Readonly<Record<string, string | string[] | undefined>>): LobbyPages {
  return { active: pageOf(query['active']), finished: pageOf(query['finished']) };
}

/** The address query that shows `page` of `list` and keeps the other list's page; the first page is no parameter. */
export function lobbyPageQuery(pages: LobbyPages, list: LobbyList, page: number): Record<string, string> {
  const next = { ...pages, [list]: page };
  return Object.fromEntries(LOBBY_LISTS.filter((name) => next[name] > 1).map((name) => [name, String(next[name])]));
}

/** The offset and size to ask the API for, one more than a page so that the answer tells whether another page follows. */
export function lobbyPageRequest(pages: LobbyPages, list: LobbyList): { readonly offset: number; readonly limit: number } {
  const size = LOBBY_PAGE_SIZE[list];
  return { offset: (pages[list] - 1) * size, limit: size + 1 };
}
