import { startTestApp, type TestApp } from '@wargames/api/testing/start-test-app';
import { UNLIMITED_RATES } from '@wargames/api/testing/unlimited-rates';
import { createEventStore } from '@wargames/event-store';
import { gameRegistry } from '@wargames/games';

export interface Server {
  readonly app: TestApp;
  readonly url: string;
  close(): Promise<void>;
}

/**
 * The real API in this process on an ephemeral port, with the real games, on a fresh in-memory PGlite database
 * (as tests/api-e2e starts it). Rate limits are out of the way; dice are seeded by the test app.
 */
export async function startApiOnPglite(env: Record<string, string> = {}): Promise<Server> {
  const store = await createEventStore({ dataDir: 'memory://', onError: () => undefined });
  try {
    const app = await startTestApp({
      store,
      registry: gameRegistry,
      env: { LOG_LEVEL: 'warn', ...UNLIMITED_RATES, ...env },
    });
    return {
      app,
      url: app.url,
      async close() {
        await app.close();
        await store.close();
      },
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}
