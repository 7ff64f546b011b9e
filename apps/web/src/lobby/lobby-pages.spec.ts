import { LOBBY_PAGE_SIZE, lobbyGameType, lobbyPageQuery, lobbyPageRequest, lobbyPages } from './lobby-pages';

const FIRST = { open: 1, running: 1, finished: 1 };

describe('lobby pages', () => {
  it('reads each list’s page from the address, the first page when it is absent', () => {
    expect(lobbyPages({})).toEqual(FIRST);
    expect(lobbyPages({ open: '2', running: '3', finished: '12' })).toEqual({ open: 2, running: 3, finished: 12 });
    // An address from before the lists were apart (`?active=2`) opens the first pages.
    expect(lobbyPages({ active: '2' })).toEqual(FIRST);
  });

  it.each([['0'], ['-2'], ['1.5'], ['2e3'], ['abc'], [''], ['007'], ['10001'], ['999999'], [['2', '3']]])('reads %j as the first page', (value) => {
    expect(lobbyPages({ finished: value, open: value })).toEqual(FIRST);
  });

  it('asks the API for one game more than a page, from the page’s first game', () => {
    expect(lobbyPageRequest(FIRST, 'finished')).toEqual({ offset: 0, limit: LOBBY_PAGE_SIZE.finished + 1 });
    expect(lobbyPageRequest({ ...FIRST, running: 3 }, 'running')).toEqual({ offset: 2 * LOBBY_PAGE_SIZE.running, limit: LOBBY_PAGE_SIZE.running + 1 });
    expect(lobbyPageRequest({ ...FIRST, running: 3 }, 'open')).toEqual({ offset: 0, limit: LOBBY_PAGE_SIZE.open + 1 });
    // The API answers at most 100 games at a time.
    for (const size of Object.values(LOBBY_PAGE_SIZE)) expect(size + 1).toBeLessThanOrEqual(100);
  });

  it('links to a page of one list and keeps the others’, leaving first pages out of the address', () => {
    expect(lobbyPageQuery(FIRST, 'finished', 2)).toEqual({ finished: '2' });
    expect(lobbyPageQuery({ open: 2, running: 1, finished: 3 }, 'finished', 4)).toEqual({ open: '2', finished: '4' });
    expect(lobbyPageQuery({ open: 2, running: 5, finished: 3 }, 'open', 1)).toEqual({ running: '5', finished: '3' });
    expect(lobbyPageQuery({ ...FIRST, finished: 2 }, 'finished', 1)).toEqual({});
  });

  it('narrows the lists to a game type the address names, and to none for anything else', () => {
    expect(lobbyGameType({ game: 'arras' })).toBe('arras');
    expect(lobbyGameType({ game: 'graf-spee' })).toBe('graf-spee');
    for (const game of [undefined, '', 'chess', 'Arras', ['arras', 'arras']]) expect(lobbyGameType({ game })).toBeUndefined();
  });

  it('keeps the game type shown in every page link', () => {
    expect(lobbyPageQuery(FIRST, 'open', 2, 'arras')).toEqual({ game: 'arras', open: '2' });
    expect(lobbyPageQuery({ ...FIRST, running: 2 }, 'running', 1, 'graf-spee')).toEqual({ game: 'graf-spee' });
  });
});
