import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { NEXT_BIN, ROOT, WEB } from './paths';

const SKIP = new Set(['node_modules', '.next', 'tmp']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A hash of everything the web build reads: its sources, messages, configs, the geometry and SDK it imports, the lockfile. */
export function webSourceStamp(): string {
  const hash = createHash('sha256');
  const files = [...filesUnder(WEB), ...filesUnder(join(ROOT, 'libs', 'hex', 'src')), ...filesUnder(join(ROOT, 'libs', 'sdk', 'src')), join(ROOT, 'package-lock.json')].sort();
  for (const file of files) hash.update(relative(ROOT, file)).update(readFileSync(file));
  return hash.digest('hex');
}

/** Next's self-contained server in a standalone build (docker/web.Dockerfile copies `.next/standalone` as the image's /app). */
export const STANDALONE_SERVER = join(WEB, '.next', 'standalone', 'apps', 'web', 'server.js');

/**
 * Builds apps/web (next build) unless the build there was made from the same sources. It is the standalone build, as
 * `npm run build` and the Docker image make it: `next start` serves it as it serves the ordinary one (the browser
 * tests and `npm start` use that), and `.next/standalone` is what production runs (production-server.spec.ts).
 */
export function ensureWebBuild(): { built: boolean } {
  const stampFile = join(WEB, '.next', 'wargames-source-stamp');
  const stamp = webSourceStamp();
  if (existsSync(join(WEB, '.next', 'BUILD_ID')) && existsSync(STANDALONE_SERVER) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return { built: false };
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: WEB,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', WARGAMES_WEB_OUTPUT: 'standalone' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`next build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  writeFileSync(stampFile, stamp);
  return { built: true };
}
