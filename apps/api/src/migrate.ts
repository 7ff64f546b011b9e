import { migrate } from '@wargames/event-store';
import { ConfigError, loadConfig } from './config/app-config';

/** Applies the pending database migrations (run by `npm start` before the API starts). */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const report = await migrate({
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    ...(config.directUrl ? { directUrl: config.directUrl } : {}),
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
  });
  const where = config.databaseUrl ? 'Postgres (DATABASE_URL)' : `PGlite (${config.dataDir ?? '.data/pglite'})`;
  console.log(report.applied.length > 0 ? `» applied ${report.applied.join(', ')} to ${where}` : `» ${where} is up to date`);
}

main().catch((error: unknown) => {
  console.error(`✗ migration failed: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
