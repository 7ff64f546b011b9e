import { createHook } from 'node:async_hooks';
import { createRegistry } from '@wargames/engine';
import WebSocket from 'ws';
import { createApp } from '../app/create-app';
import { loadConfig } from '../config/app-config';
import { ApiClient } from '../testing/api-client';
import { hideAndSeek } from '../testing/hide-and-seek-game';
import { InMemoryEventStore } from '../testing/in-memory-event-store';
import { GracefulShutdown } from './graceful-shutdown';
import { pollUntil } from '../testing/poll-until';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function startDrainableApp(drainDelayMs: number) {
  const store = new InMemoryEventStore();
  const config = loadConfig({ NODE_ENV: 'test', WARGAMES_DICE_SEED: '7', LOG_LEVEL: 'silent' });
  const app = await createApp({ config, store, registry: createRegistry([hideAndSeek]) });
  const log: string[] = [];
  const graceful = new GracefulShutdown(app, { drainDelayMs, drainTimeoutMs: 30_000 }, (message) => log.push(message));
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, store, graceful, log, url: `http://127.0.0.1:${port}` };
}

/** A graphql-ws connection (graphql-transport-ws) that has been acknowledged; resolves its close code and reason. */
async function openGraphqlWs(url: string) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.once('message', (data) => (JSON.parse(data.toString()).type === 'connection_ack' ? resolve() : reject(new Error(data.toString()))));
    socket.once('error', reject);
  });
  return { closed };
}

describe('graceful shutdown (SIGTERM)', () => {
  it('answers 503 on /health/ready while it drains, finishes the request in flight, then closes graphql-ws with 1001 Going Away', async () => {
    // Serving 3 s more after the shutdown begins: time enough for the requests below on a busy machine.
    const { graceful, store, log, url } = await startDrainableApp(3_000);
    const client = new ApiClient(url);
    try {
      const subscriber = await openGraphqlWs(url);
      // A readiness check that is still waiting for the database when the shutdown begins.
      store.ping = () => sleep(1_000);
      const inFlight = client.get('/health/ready');
      await pollUntil(() => graceful.requestsInFlight > 0);
      expect(graceful.requestsInFlight).toBe(1);
      const stopped = graceful.run();

      store.ping = async () => undefined;
      const during = await client.get('/health/ready');
      expect(during.status).toBe(503);
      expect(during.body).toMatchObject({ code: 'ERR_NOT_READY', status: 503 });
      expect(during.headers.get('connection')).toBe('close');
      expect((await client.get('/health/live')).status).toBe(200);

      expect((await inFlight).status).toBe(200);
      await stopped;
      expect(await subscriber.closed).toEqual({ code: 1001, reason: 'Going away' });
      expect(log).toEqual([expect.stringMatching(/^draining: /), 'drained: no request in flight']);
      await expect(client.get('/health/live')).rejects.toThrow();
    } finally {
      await graceful.run();
      await store.close();
    }
  });

  it('leaves no timer of its own holding the process open once it has drained, the drain timeout included', async () => {
    const { graceful, store } = await startDrainableApp(0);
    // The timers the drain starts (created from this file's subject), kept to see which still hold the process after it.
    const started = new Map<number, { hasRef(): boolean }>();
    const hook = createHook({
      init: (id, type, _trigger, resource) => {
        if (type === 'Timeout' && new Error().stack?.includes('graceful-shutdown.ts')) started.set(id, resource as { hasRef(): boolean });
      },
      destroy: (id) => started.delete(id),
    }).enable();
    try {
      await graceful.run();
      // A cleared timer's destroy is reported on a later turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      hook.disable();
      await store.close();
    }
    // The drain ended at once, long before its 30 s timeout: that timer must not outlive it.
    expect([...started.values()].filter((timer) => timer.hasRef())).toHaveLength(0);
  });

  it('does not wait for live event streams: it ends them cleanly, without the `end` event of a finished game', async () => {
    const { graceful, store, url } = await startDrainableApp(0);
    try {
      const client = new ApiClient(url);
      const game = await client.post('/api/games', { gameType: 'hide-and-seek' });
      expect(game.status).toBe(201);
      const stream = await fetch(`${url}/api/games/${game.body.id}/events`);
      expect(stream.status).toBe(200);
      expect(graceful.requestsInFlight).toBe(0);
      await graceful.run();
      const text = await stream.text();
      expect(text).toMatch(/^retry: 3000\n/);
      expect(text).not.toMatch(/event: end/);
    } finally {
      await graceful.run();
      await store.close();
    }
  });
});
