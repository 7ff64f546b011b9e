import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const workspaceRoot = join(__dirname, '..', '..', '..', '..');

/** A folder outside the workspace with the built API (app/) and production dependencies only (node_modules/). */
export interface ProductionInstall {
  readonly dir: string;
  /** app/main.js */
  readonly main: string;
  /** app/migrate.js */
  readonly migrate: string;
  remove(): void;
}

/**
 * Builds the API (`nx run @wargames/api:build`'s script: a second or two), then lays it out the way the Docker image
 * does: dist/apps/api as app/, and beside it the production dependencies (tools/production-node-modules.mjs). The
 * folder is outside the workspace, so Node cannot fall back on the workspace's node_modules with its dev tools.
 */
export function productionInstall(): ProductionInstall {
  execFileSync(process.execPath, [join(workspaceRoot, 'apps', 'api', 'build.mjs')], { cwd: workspaceRoot, stdio: 'pipe' });
  const dir = mkdtempSync(join(tmpdir(), 'wargames-replicas-'));
  execFileSync(process.execPath, [join(workspaceRoot, 'tools', 'production-node-modules.mjs'), dir], { cwd: workspaceRoot, stdio: 'pipe' });
  cpSync(join(workspaceRoot, 'dist', 'apps', 'api'), join(dir, 'app'), { recursive: true });
  return {
    dir,
    main: join(dir, 'app', 'main.js'),
    migrate: join(dir, 'app', 'migrate.js'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
