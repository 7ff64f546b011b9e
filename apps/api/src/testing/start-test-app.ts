import { createRegistry, type GameRegistry } from '@wargames/engine';
import type { EventStore } from '@wargames/event-store';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../app/create-app';
import { loadConfig } from '../config/app-config';
import { hideAndSeek } from './hide-and-seek-game';
import { InMemoryEventStore } from './in-memory-event-store';
import { logLines } from './log-lines';

export interface TestApp {
  readonly app: NestFastifyApplication;
  readonly store: EventStore;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Every log line written so far. */
  readonly logs: string[];
  close(): Promise<void>;
}

/** The real Nest app on an ephemeral port, by default on the in-memory store with the hide-and-seek test game. */
export async function startTestApp(options: { env?: Record<string, string>; store?: EventStore; registry?: GameRegistry } = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', WARGAMES_DICE_SEED: '7', LOG_LEVEL: 'info', ...options.env });
  const store = options.store ?? new InMemoryEventStore();
  const { lines: logs, destination: logDestination } = logLines();
  const app = await createApp({ config, store, registry: options.registry ?? createRegistry([hideAndSeek]), logDestination });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    store,
    url: `http://127.0.0.1:${port}`,
    logs,
    async close() {
      await app.close();
      if (!options.store) await store.close();
    },
  };
}
