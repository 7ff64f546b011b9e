import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { defaultDataDir } from './workspace-paths';

/** Opens (creating if needed) the embedded database in `dataDir`; `memory://…` stays in memory. */
export async function openPglite(dataDir: string = defaultDataDir()): Promise<PGlite> {
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const db = new PGlite(dataDir);
  await db.waitReady;
  return db;
}
