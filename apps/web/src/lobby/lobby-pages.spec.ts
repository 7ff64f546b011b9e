import { LOBBY_PAGE_SIZE, lobbyPageQuery, lobbyPageRequest, lobbyPages } from './lobby-pages';

describe('lobby pages', () => {
  it('reads each list’s page from the address, the first page when it is absent', () => {
    expect(lobbyPages({})).toEqual({ active: 1, finished: 1 });
    expect(lobbyPages({ active: '3', finished: '12' })).toEqual({ active: 3, finished: 12 });
  });

  it.each([['0'], ['-2'], ['1.5'], ['2e3'], ['abc'], [''], ['007'], ['10001'], ['999999'], [['2', '3']]])('reads %j as the first page', (value) => {
    expect(lobbyPages({ finished: value })).toEqual({ active: 1, finished: 1 });
  });

  it('asks the API for one game more than a page, from the page’s first game', () => {
    expect(lobbyPageRequest({ active: 1, finished: 1 }, 'finished')).toEqual({ offset: 0, limit: LOBBY_PAGE_SIZE.finished + 1 });
    expect(lobbyPageRequest({ active: 3, finished: 1 }, 'active')).toEqual({ offset: 2 * LOBBY_PAGE_SIZE.active, limit: LOBBY_PAGE_SIZE.active + 1 });
    // The API answers at most 100 games at a time.
    for (const size of Object.values(LOBBY_PAGE_SIZE)) expect(size + 1).toBeLessThanOrEqual(100);
  });

  it('links to a page of one list and keeps the other’s, leaving first pages out of the address', () => {
    expect(lobbyPageQuery({ active: 1, finished: 1 }, 'finished', 2)).toEqual({ finished: '2' });
    expect(lobbyPageQuery({ active: 2, finished: 3 }, 'finished', 4)).toEqual({ active: '2', finished: '4' });
    expect(lobbyPageQuery({ active: 2, finished: 3 }, 'active', 1)).toEqual({ finished: '3' });
    expect(lobbyPageQuery({ active: 1, finished: 2 }, 'finished', 1)).toEqual({});
  });
});
