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

/**
 * The SQL migrations: `prisma/migrations` beside the running code when the build copied them there (the bundle in
 * dist/apps/api, a container without the workspace), else the workspace's own.
 */
export function defaultMigrationsDir(codeDir: string | undefined = typeof __dirname === 'string' ? __dirname : undefined): string {
  const beside = codeDir === undefined ? undefined : join(codeDir, 'prisma', 'migrations');
  return beside !== undefined && existsSync(beside) ? beside : resolve(workspaceRoot(), 'prisma', 'migrations');
}

/** Where the embedded database lives when no DATABASE_URL is given. */
export function defaultDataDir(): string {
  return resolve(workspaceRoot(), '.data', 'pglite');
}
