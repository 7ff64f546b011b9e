import { ApiClient, openSse } from '../testing/api-client';
import { startTestApp, type TestApp } from '../testing/start-test-app';
import { SubscriptionLimiter } from './subscription-limiter';
import { addressTracker } from './trackers';
import { pollUntil } from '../testing/poll-until';

async function seatedGame(client: ApiClient) {
  const id = (await client.post('/api/games', { gameType: 'hide-and-seek', options: { rounds: 5 } })).body.id as string;
  const hider = client.as((await client.post(`/api/games/${id}/seats/hider`)).body.token);
  const seeker = client.as((await client.post(`/api/games/${id}/seats/seeker`)).body.token);
  return { id, hider, seeker };
}

const SUBMIT = 'mutation($id: ID!, $commandId: String!, $command: JSON!) { submitCommand(gameId: $id, commandId: $commandId, command: $command) { version } }';

describe('commands per seat (a token bucket)', () => {
  let app: TestApp;
  let client: ApiClient;
  beforeAll(async () => {
    // One command per 1000 s after a burst of 2: the third at once is refused, however slow the machine.
    app = await startTestApp({ env: { WARGAMES_COMMAND_RATE: '0.001', WARGAMES_COMMAND_BURST: '2' } });
    client = new ApiClient(app.url);
  });
  afterAll(() => app.close());

  it('refuses a seat’s commands past its burst with 429 and headers (REST and GraphQL), refused commands counting too; other seats go on', async () => {
    const { id, hider, seeker } = await seatedGame(client);
    expect((await hider.post(`/api/games/${id}/commands`, { commandId: 'h1', command: { type: 'hide', cell: 1 } })).status).toBe(201);
    expect((await hider.post(`/api/games/${id}/commands`, { commandId: 'h2', command: { type: 'hide', cell: 2 } })).status).toBe(422);
    const limited = await hider.post(`/api/games/${id}/commands`, { commandId: 'h3', command: { type: 'hide', cell: 3 } });
    expect(limited).toMatchObject({ status: 429, body: { code: 'ERR_RATE_LIMITED', rule: 'rate', status: 429 } });
    expect(limited.body.message).toMatch(/hider seat may send 2 commands at once/);
    expect(limited.headers.get('ratelimit-policy')).toBe('"seat-commands";q=2;w=2000');
    expect(limited.headers.get('ratelimit')).toMatch(/^"seat-commands";r=0;t=\d+$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(900);

    const gql = await hider.graphql(SUBMIT, { id, commandId: 'h4', command: { type: 'hide', cell: 4 } });
    expect(gql.status).toBe(429);
    expect(gql.body.errors?.[0]?.extensions).toEqual({ code: 'ERR_RATE_LIMITED', rule: 'rate', status: 429 });
    expect(gql.headers.get('ratelimit-policy')).toBe('"seat-commands";q=2;w=2000');

    expect((await seeker.post(`/api/games/${id}/commands`, { commandId: 's1', command: { type: 'seek', cell: 0 } })).status).toBe(201);
    expect((await client.get(`/api/games/${id}`)).body.version).toBe(4);
  });
});

describe('live feeds open at once (graphql-ws subscriptions and SSE streams)', () => {
  let app: TestApp;
  let client: ApiClient;
  beforeAll(async () => {
    app = await startTestApp({ env: { WARGAMES_SUBSCRIPTIONS_PER_ADDRESS: '3', WARGAMES_SUBSCRIPTIONS_PER_TOKEN: '2' } });
    client = new ApiClient(app.url);
  });
  afterAll(() => app.close());

  function subscribe(subscriber: ApiClient, id: string) {
    const socket = subscriber.subscriptions();
    const first = new Promise<unknown>((resolve) => {
      socket.subscribe({ query: 'subscription($id: ID!) { gameEvents(gameId: $id) { seq } }', variables: { id } }, { next: resolve, error: resolve, complete: () => resolve('completed') });
    });
    return { socket, first };
  }

  it('refuses a feed past the per-token and per-address limits, over SSE with 429 and headers, over graphql-ws with a clear error; a closed feed frees its place', async () => {
    const { id, seeker } = await seatedGame(client);
    // The server's own count of this address's feeds: waited on, rather than probed with requests that would open
    // feeds of their own (on a busy machine a feed is counted a moment after its request was sent).
    const limiter = app.app.get(SubscriptionLimiter);
    const feedsOpen = () => limiter.openFrom(addressTracker({ ip: '127.0.0.1' }));
    const feedsReach = async (count: number) => {
      await pollUntil(() => feedsOpen() === count);
      expect(feedsOpen()).toBe(count);
    };
    const streams = [openSse(`${app.url}/api/games/${id}/events`, { token: seeker.token, timeoutMs: 120_000 }), openSse(`${app.url}/api/games/${id}/events`, { token: seeker.token, timeoutMs: 120_000 })];
    await Promise.all(streams.map((stream) => stream.waitFor(() => true)));
    await feedsReach(2);
    const refusedSse = async (token?: string) => {
      const response = await fetch(`${app.url}/api/games/${id}/events`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      const body = response.status === 429 ? await response.json() : await response.body?.cancel();
      return { status: response.status, body, headers: response.headers };
    };
    const byToken = await refusedSse(seeker.token);
    expect(byToken).toMatchObject({ status: 429, body: { code: 'ERR_RATE_LIMITED', rule: 'subscriptions' } });
    expect(byToken.headers.get('ratelimit-policy')).toBe('"token-streams";q=2');
    expect(byToken.headers.get('retry-after')).toBe('5');

    const overToken = subscribe(seeker, id);
    expect(await overToken.first).toMatchObject({
      errors: [expect.objectContaining({ message: expect.stringMatching(/this seat token has 2 live feeds .* open already/), extensions: { code: 'ERR_RATE_LIMITED', rule: 'subscriptions', status: 429 } })],
    });

    const spectatorFeed = subscribe(client, id);
    await feedsReach(3);
    const byAddress = await refusedSse();
    expect(byAddress).toMatchObject({ status: 429, body: { code: 'ERR_RATE_LIMITED' } });
    expect(byAddress.headers.get('ratelimit-policy')).toBe('"address-streams";q=3');
    const overAddress = subscribe(client, id);
    expect(await overAddress.first).toMatchObject({ errors: [{ message: expect.stringMatching(/this address has 3 live feeds/), extensions: { code: 'ERR_RATE_LIMITED' } }] });

    streams[0]?.close();
    await streams[0]?.done;
    await feedsReach(2);
    expect((await refusedSse()).status).toBe(200);
    streams[1]?.close();
    await Promise.all([streams[1]?.done, overToken.socket.dispose(), spectatorFeed.socket.dispose(), overAddress.socket.dispose()]);
  });
});
