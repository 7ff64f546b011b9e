import { ApiClient } from '../testing/api-client';
import { InMemoryEventStore } from '../testing/in-memory-event-store';
import { startTestApp } from '../testing/start-test-app';

describe('health (@nestjs/terminus)', () => {
  it('is live while the database is down, but not ready (503 ERR_NOT_READY)', async () => {
    const store = new InMemoryEventStore();
    const app = await startTestApp({ store });
    try {
      const client = new ApiClient(app.url);
      expect((await client.get('/health/ready')).status).toBe(200);
      store.ping = async () => {
        throw new Error('connection refused');
      };
      expect(await client.get('/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect(await client.get('/health/ready')).toMatchObject({ status: 503, body: { code: 'ERR_NOT_READY', status: 503 } });
    } finally {
      await app.close();
    }
  });
});
