import { ApiClient } from '../testing/api-client';
import { startTestApp, type TestApp } from '../testing/start-test-app';
import { addressTracker, tokenTracker } from './api-throttler.guard';

describe('rate limits (@nestjs/throttler)', () => {
  it('track a token by its hash and an address by its IP', () => {
    const tracked = tokenTracker({ headers: { authorization: 'Bearer wgs_secret' } });
    expect(tracked).toMatch(/^token:[0-9a-f]{64}$/);
    expect(tracked).not.toContain('wgs_secret');
    expect(tokenTracker({ headers: {} })).toBeUndefined();
    expect(addressTracker({ headers: {}, ip: '10.1.2.3' })).toBe('address:10.1.2.3');
  });

  describe('in the app', () => {
    let app: TestApp;
    let client: ApiClient;

    beforeAll(async () => {
      app = await startTestApp({ env: { WARGAMES_RATE_LIMIT_ADDRESS: '12', WARGAMES_RATE_LIMIT_TOKEN: '4', WARGAMES_RATE_WINDOW_MS: '60000' } });
      client = new ApiClient(app.url);
    });
    afterAll(() => app.close());

    it('limits one token, then the address, with ERR_RATE_LIMITED (REST and GraphQL), but never health checks', async () => {
      const game = (await client.post('/api/games', { gameType: 'hide-and-seek' })).body;
      const player = client.as((await client.post(`/api/games/${game.id}/seats/hider`)).body.token);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await player.get(`/api/games/${game.id}/view`)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      const limited = await player.get(`/api/games/${game.id}/view`);
      expect(limited.body).toMatchObject({ code: 'ERR_RATE_LIMITED', status: 429 });
      const gql = await player.graphql('{ gameTypes { id } }');
      expect(gql.body.errors?.[0]?.extensions).toMatchObject({ code: 'ERR_RATE_LIMITED', status: 429 });

      let spectatorStatus = 200;
      for (let i = 0; i < 12 && spectatorStatus === 200; i++) spectatorStatus = (await client.get('/api/game-types')).status;
      expect(spectatorStatus).toBe(429);
      expect((await client.get('/health/live')).status).toBe(200);
    });
  });
});
