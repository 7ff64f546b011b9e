import { ApiClient } from '../testing/api-client';
import { startTestApp, type TestApp } from '../testing/start-test-app';

/** Requests from `address` as a balancer in front would forward them. */
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('the per-address limit behind a balancer (WARGAMES_TRUSTED_PROXIES)', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('counts each forwarded client on its own when the balancer is trusted', async () => {
    app = await startTestApp({ env: { WARGAMES_TRUSTED_PROXIES: '1', WARGAMES_RATE_LIMIT_ADDRESS: '2' } });
    const client = new ApiClient(app.url);
    expect((await client.get('/api/game-types', from('203.0.113.7'))).status).toBe(200);
    expect((await client.get('/api/game-types', from('203.0.113.7'))).status).toBe(200);
    expect(await client.get('/api/game-types', from('203.0.113.7'))).toMatchObject({ status: 429, body: { code: 'ERR_RATE_LIMITED' } });
    expect((await client.get('/api/game-types', from('198.51.100.1'))).status).toBe(200);
  });

  it('ignores X-Forwarded-For by default, so a client cannot pick its own address', async () => {
    app = await startTestApp({ env: { WARGAMES_RATE_LIMIT_ADDRESS: '2' } });
    const client = new ApiClient(app.url);
    expect((await client.get('/api/game-types', from('203.0.113.7'))).status).toBe(200);
    expect((await client.get('/api/game-types', from('198.51.100.1'))).status).toBe(200);
    expect((await client.get('/api/game-types', from('192.0.2.9'))).status).toBe(429);
  });
});
