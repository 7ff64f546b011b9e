import { ApiClient } from '../testing/api-client';
import { InMemoryEventStore } from '../testing/in-memory-event-store';
import { startTestApp } from '../testing/start-test-app';

describe('ApiExceptionFilter and the GraphQL error formatter', () => {
  it('answer a server fault with ERR_INTERNAL and no detail, and log it', async () => {
    const store = new InMemoryEventStore();
    const app = await startTestApp({ store });
    try {
      const client = new ApiClient(app.url);
      const game = (await client.post('/api/games', { gameType: 'hide-and-seek' })).body;
      store.readStream = async () => {
        throw new Error('connection reset while reading secret row hiddenAt=4');
      };
      const rest = await client.get(`/api/games/${game.id}/view`);
      expect(rest).toMatchObject({ status: 500, body: { code: 'ERR_INTERNAL', rule: 'server', status: 500 } });
      expect(rest.text).not.toContain('hiddenAt');
      const graphql = await client.graphql('query($id: ID!) { view(gameId: $id) { view } }', { id: game.id });
      expect(graphql.body.errors?.[0]?.extensions).toEqual({ code: 'ERR_INTERNAL', rule: 'server', status: 500 });
      expect(graphql.text).not.toMatch(/hiddenAt|stack|connection reset/);
      expect(app.logs.some((line) => line.includes('connection reset'))).toBe(true);
      // Each fault is logged once, with its request's fields (as its request line has them).
      const faults = app.logs.map((line) => JSON.parse(line) as { msg?: string; context?: string; req?: { id?: unknown; method?: string; url?: string } }).filter((line) => line.msg === 'request failed' || line.msg === 'resolver failed');
      expect(faults.map((line) => [line.msg, line.context, line.req?.method, line.req?.url])).toEqual([
        ['request failed', 'ApiExceptionFilter', 'GET', `/api/games/${game.id}/view`],
        ['resolver failed', 'GraphQL', 'POST', '/graphql'],
      ]);
      expect(faults.every((line) => typeof line.req?.id === 'string')).toBe(true);
    } finally {
      await app.close();
    }
  });
});
