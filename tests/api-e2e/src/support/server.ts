import { ApiClient } from '@wargames/api/testing/api-client';
import { startTestApp, type TestApp } from '@wargames/api/testing/start-test-app';
import { UNLIMITED_RATES } from '@wargames/api/testing/unlimited-rates';
import { gameRegistry } from '@wargames/games';
import type { Backend, OpenBackend } from './backends';

export interface Server {
  readonly app: TestApp;
  readonly backend: OpenBackend;
  readonly url: string;
  readonly anonymous: ApiClient;
  close(): Promise<void>;
}

/** The real API, in this process, on an ephemeral port, with the real games and a fresh database of the backend. */
export async function startServer(backend: Backend, env: Record<string, string> = {}): Promise<Server> {
  const opened = await backend.open();
  try {
    const app = await startTestApp({ store: opened.store, registry: gameRegistry, env: { LOG_LEVEL: 'warn', ...UNLIMITED_RATES, ...env } });
    return {
      app,
      backend: opened,
      url: app.url,
      anonymous: new ApiClient(app.url),
      async close() {
        await app.close();
        await opened.close();
      },
    };
  } catch (error) {
    await opened.close();
    throw error;
  }
}
