import { WargamesClient, withoutResignation, type FetchLike, type GameSession, type WebSocketConstructor } from '@wargames/sdk';
import WebSocket from 'ws';
import { startApiOnPglite, type Server } from './support/api';
import { seededChoice } from './support/seeded-choice';

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

/** The first `drops` sockets break (as a flaky network would) after the second event they carry. */
function flakyWebSocket(drops: number): { WebSocket: WebSocketConstructor; opened: () => number } {
  let opened = 0;
  class FlakyWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols);
      opened += 1;
      if (opened > drops) return;
      let events = 0;
      this.on('message', (data) => {
        if ((JSON.parse(String(data)) as { type: string }).type === 'next' && ++events === 2) this.terminate();
      });
    }
  }
  return { WebSocket: FlakyWebSocket, opened: () => opened };
}

/** A WebSocket that can never connect: a proxy that blocks WebSockets. */
class BlockedWebSocket extends WebSocket {
  constructor(_url: string, protocols?: string | string[]) {
    super('ws://127.0.0.1:9/graphql', protocols);
  }
}

async function playToTheEnd(seats: Record<string, GameSession<'graf-spee'>>, seed: number): Promise<void> {
  const choose = seededChoice(seed);
  const watcher = Object.values(seats)[0] as GameSession<'graf-spee'>;
  for (;;) {
    const summary = await watcher.summary();
    if (summary.status === 'ended') return;
    const seat = seats[choose(summary.pending)] as GameSession<'graf-spee'>;
    const legal = await seat.legal();
    await seat.submit(choose(withoutResignation(legal.commands)));
  }
}

describe('SDK resilience against the API on PGlite', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startApiOnPglite();
  });
  afterAll(() => server?.close());

  async function newGame(client: WargamesClient) {
    const games = client.game('graf-spee');
    const { id } = await games.create();
    return { id, seats: { german: await games.claim(id, 'german'), british: await games.claim(id, 'british') } };
  }

  it('live events survive dropped WebSocket connections: each event once, in order, resumed from the last seq', async () => {
    const flaky = flakyWebSocket(3);
    const client = new WargamesClient({ url: server.url, webSocket: flaky.WebSocket, retry: { baseDelayMs: 20 } });
    const { id, seats } = await newGame(client);
    const live = collect(client.game('graf-spee').open(id, { token: seats.british.token as string }).events({ afterSeq: 0, transport: 'websocket' }));
    await playToTheEnd(seats, 5);
    const received = await live;
    const history = await collect(seats.british.historyNdjson());
    expect(received.map((event) => event.seq)).toEqual(history.map((entry) => entry.seq));
    expect(received.map((event) => event.event)).toEqual(history.map((entry) => entry.event));
    expect(flaky.opened()).toBeGreaterThan(3);
  });

  it('falls back to Server-Sent Events where WebSockets are blocked', async () => {
    const client = new WargamesClient({ url: server.url, webSocket: BlockedWebSocket });
    const { id, seats } = await newGame(client);
    const live = collect(client.game('graf-spee').open(id).events({ afterSeq: 0 }));
    await playToTheEnd(seats, 6);
    const received = await live;
    const history = await collect(client.game('graf-spee').open(id).historyNdjson());
    expect(received.length).toBeGreaterThan(0);
    expect(received.map((event) => event.seq)).toEqual(history.map((entry) => entry.seq));
  });

  it('a command whose answer was lost is retried with the same commandId and stored once (duplicate: true)', async () => {
    let dropped = 0;
    const losingFetch: FetchLike = async (input, init) => {
      const response = await fetch(input, init);
      if (typeof init?.body === 'string' && init.body.includes('SubmitCommand') && dropped === 0) {
        dropped += 1;
        await response.text();
        throw new TypeError('the connection closed before the answer arrived');
      }
      return response;
    };
    const client = new WargamesClient({ url: server.url, fetch: losingFetch, retry: { baseDelayMs: 1 } });
    const { id, seats } = await newGame(client);
    const result = await seats.german.submit({ type: 'place-spee', speeHex: 'B3' }, { expectedVersion: 0 });
    expect(dropped).toBe(1);
    expect(result.duplicate).toBe(true);
    const record = await collect(client.game('graf-spee').open(id, { token: seats.german.token as string }).historyNdjson());
    expect(record.filter((entry) => entry.event.type === 'spee-placed')).toHaveLength(1);
    expect((await seats.german.summary()).version).toBe(result.version);
  });
});
