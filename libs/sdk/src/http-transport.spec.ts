import { WargamesApiError, WargamesNetworkError } from './errors';
import { GameDocument, SubmitCommandDocument } from './generated/graphql';
import { HttpTransport } from './http-transport';
import { fakeFetch, json } from './testing/fake-fetch';

describe('HttpTransport', () => {
  it('sends REST requests to the API with the seat token and the query, and reads JSON', async () => {
    const { fetch, requests } = fakeFetch(() => json({ ok: true }));
    const http = new HttpTransport('http://api.test:3000', fetch);
    await expect(http.json('GET', 'api/games/g1/history', { token: 's3cret', query: { afterSeq: 4, perspective: undefined } })).resolves.toEqual({ ok: true });
    expect(requests[0]?.url.toString()).toBe('http://api.test:3000/api/games/g1/history?afterSeq=4');
    expect(requests[0]?.headers).toMatchObject({ authorization: 'Bearer s3cret', accept: 'application/json' });
  });

  it('turns a REST error body into a WargamesApiError, with Retry-After in milliseconds', async () => {
    const { fetch } = fakeFetch(() => json({ code: 'ERR_RATE_LIMITED', rule: 'rate', message: 'wait', status: 429 }, 429, { 'retry-after': '7' }));
    const error = await new HttpTransport('http://api.test', fetch).json('GET', 'api/games').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WargamesApiError);
    expect(error).toMatchObject({ code: 'ERR_RATE_LIMITED', rule: 'rate', message: 'wait', status: 429, retryAfterMs: 7_000 });
  });

  it('turns a failed fetch into a WargamesNetworkError', async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    await expect(new HttpTransport('http://api.test', fetch).json('GET', 'api/games')).rejects.toBeInstanceOf(WargamesNetworkError);
  });

  it('posts a typed GraphQL document with its variables and answers its data', async () => {
    const game = { id: 'g1', gameType: 'arras' };
    const { fetch, requests } = fakeFetch(() => json({ data: { game } }));
    const data = await new HttpTransport('http://api.test', fetch).graphql(GameDocument, { gameId: 'g1' });
    expect(data.game).toEqual(game);
    expect(requests[0]).toMatchObject({ method: 'POST', body: { query: GameDocument.toString(), variables: { gameId: 'g1' } } });
    expect(requests[0]?.url.pathname).toBe('/graphql');
  });

  it('turns the first GraphQL error into a WargamesApiError with the extensions code, rule and status', async () => {
    const { fetch } = fakeFetch(() => json({ data: null, errors: [{ message: 'not your turn', extensions: { code: 'ERR_NOT_YOUR_TURN', rule: 'GS-3.5', status: 422 } }] }));
    const variables = { gameId: 'g1', commandId: 'c1', expectedVersion: null, command: { type: 'raid' } };
    const error = await new HttpTransport('http://api.test', fetch).graphql(SubmitCommandDocument, variables).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'WargamesApiError', code: 'ERR_NOT_YOUR_TURN', rule: 'GS-3.5', status: 422, message: 'not your turn' });
  });

  it('reads GraphQL errors sent with HTTP 400, and REST error bodies sent by the rate limiter to /graphql', async () => {
    const invalid = fakeFetch(() => json({ errors: [{ message: 'Cannot query field', extensions: { code: 'GRAPHQL_VALIDATION_FAILED', rule: 'query', status: 400 } }] }, 400));
    await expect(new HttpTransport('http://api.test', invalid.fetch).graphql(GameDocument, { gameId: 'g' })).rejects.toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', status: 400 });
    const limited = fakeFetch(() => json({ code: 'ERR_RATE_LIMITED', rule: 'rate', message: 'wait', status: 429 }, 429, { 'retry-after': '2' }));
    await expect(new HttpTransport('http://api.test', limited.fetch).graphql(GameDocument, { gameId: 'g' })).rejects.toMatchObject({ code: 'ERR_RATE_LIMITED', retryAfterMs: 2_000 });
  });
});
