import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The monorepo's root: the nearest folder holding nx.json above this file (or the current directory, under ESM). */
export function workspaceRoot(): string {
  let dir = typeof __dirname === 'string' ? __dirname : process.cwd();
  for (;;) {
    if (existsSync(join(dir, 'nx.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export function defaultMigrationsDir(): string {
  return resolve(workspaceRoot(), 'prisma', 'migrations');
}

/** Where the embedded database lives when no DATABASE_URL is given. */
export function defaultDataDir(): string {
  return resolve(workspaceRoot(), '.data', 'pglite');
}
