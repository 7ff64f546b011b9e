// The real Nest app in this process, as the in-process tools measure it: production settings, limits lifted, a
// request log line per request written to nowhere, on the store given; initialised and ready for Fastify's inject.
import './production-env';
import { createApp } from '@wargames/api/app/create-app';
import { loadConfig } from '@wargames/api/config/app-config';
import { UNLIMITED_RATES } from '@wargames/api/testing/unlimited-rates';
import type { EventStore } from '@wargames/event-store';
import { gameRegistry } from '@wargames/games';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Writable } from 'node:stream';

/** `beforeInit` may add what the app must have before it is initialised (Fastify takes no routes once ready). */
export async function createInProcessApp(store: EventStore, beforeInit?: (app: NestFastifyApplication) => void): Promise<NestFastifyApplication> {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info', ...UNLIMITED_RATES });
  const nowhere = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  const app = await createApp({ config, store, registry: gameRegistry, logDestination: nowhere });
  beforeInit?.(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
