import { ApiClient } from '../testing/api-client';
import { startTestApp, type TestApp } from '../testing/start-test-app';

describe('the per-address request ceiling (@nestjs/throttler)', () => {
  let app: TestApp;
  let client: ApiClient;

  beforeAll(async () => {
    app = await startTestApp({ env: { WARGAMES_RATE_LIMIT_ADDRESS: '6', WARGAMES_RATE_WINDOW_MS: '60000' } });
    client = new ApiClient(app.url);
  });
  afterAll(() => app.close());

  it('counts a GraphQL request once whatever its fields, then answers 429 with Retry-After and RateLimit headers (REST and GraphQL), never for health checks', async () => {
    const game = (await client.post('/api/games', { gameType: 'hide-and-seek' })).body;
    const player = client.as((await client.post(`/api/games/${game.id}/seats/hider`)).body.token);
    const threeFields = await player.graphql('{ gameTypes { id } again: gameTypes { id } third: gameTypes { id } }');
    expect(threeFields.status).toBe(200);
    expect(threeFields.body.errors).toBeUndefined();
    expect((await player.get(`/api/games/${game.id}/view`)).status).toBe(200);
    expect((await client.get('/api/game-types')).status).toBe(200);
    expect((await client.get('/api/game-types')).status).toBe(200);

    const limited = await player.get(`/api/games/${game.id}/view`);
    expect(limited).toMatchObject({ status: 429, body: { code: 'ERR_RATE_LIMITED', rule: 'rate', status: 429 } });
    expect(limited.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(limited.headers.get('ratelimit-policy')).toBe('"address";q=6;w=60');
    expect(limited.headers.get('ratelimit')).toMatch(/^"address";r=0;t=[1-9]\d*$/);

    const gql = await player.graphql('{ gameTypes { id } }');
    expect(gql.status).toBe(429);
    expect(gql.body.errors?.[0]?.extensions).toEqual({ code: 'ERR_RATE_LIMITED', rule: 'rate', status: 429 });
    expect(gql.headers.get('ratelimit-policy')).toBe('"address";q=6;w=60');
    expect(gql.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect((await client.get('/health/live')).status).toBe(200);
  });
});
