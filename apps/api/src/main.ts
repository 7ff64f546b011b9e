import 'reflect-metadata';
import { gameRegistry } from '@wargames/games';
import { createEventStore } from '@wargames/event-store';
import { createApp } from './app/create-app';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';
import { bufferedLogDestination } from './logging/buffered-log-destination';
import { GracefulShutdown } from './shutdown/graceful-shutdown';

/** Starts the API: checks the configuration, opens (and migrates) the store, listens, prints the URLs. */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`✗ ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const store = await createEventStore({
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    ...(config.directUrl ? { directUrl: config.directUrl } : {}),
    maxConnections: config.databasePoolSize,
    poolIdleTimeoutMs: config.databasePoolIdleTimeoutMs,
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
  });
  const logs = bufferedLogDestination();
  const app = await createApp({ config, store, registry: gameRegistry, logDestination: logs.stream });
  const graceful = new GracefulShutdown(app, config.shutdown, (message) => process.stdout.write(`wargames API ${message}\n`));
  await app.listen(config.port, config.host);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const base = `http://${host}:${port}`;
  const database = config.databaseUrl ? 'Postgres (DATABASE_URL)' : `PGlite (${config.dataDir ?? '.data/pglite'})`;
  process.stdout.write(
    [
      `wargames API listening on ${base} with ${database}${config.diceSeed !== undefined ? `, seeded dice ${config.diceSeed}` : ''}`,
      `  REST     ${base}/api/games`,
      `  OpenAPI  ${base}/api/openapi.json  (Swagger UI ${base}/api/docs)`,
      `  GraphQL  ${base}/graphql  (subscriptions: ws://${host}:${port}/graphql)`,
      `  health   ${base}/health/live  ${base}/health/ready`,
      '',
    ].join('\n'),
  );
  // Drain (readiness 503, finish requests in flight), close the app (subscriptions get 1001 Going Away), then the
  // store lets go of its connections or its PGlite folder.
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await graceful.run();
    await store.close();
    logs.close();
    process.stdout.write('wargames API stopped\n');
  };
  process.once('SIGINT', () => void shutdown().then(() => process.exit(0)));
  process.once('SIGTERM', () => void shutdown().then(() => process.exit(0)));
}

void main().catch((error: unknown) => {
  console.error('✗ the API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
