// A folder with a package.json and lockfile of its own, apart from the workspace's dependencies (tests/bench/boardgame-io,
// docker/production-node): installed with `npm ci` when it is missing or older than its lockfile. Only Node built-ins:
// tools/bootstrap.mjs loads it (through production-node.cjs) before anything is installed.
'use strict';
const { spawnSync } = require('node:child_process');
const { existsSync, statSync } = require('node:fs');
const { join } = require('node:path');

/**
 * `{ ok: true }` once `dir`'s locked packages are installed (now or before) and `needed` (a file they bring, if named)
 * is there; else why not. A missing `needed` counts as not installed, so it is installed again first.
 */
function installPinnedFolder(dir, needed) {
  const installed = join(dir, 'node_modules', '.package-lock.json');
  const fresh = existsSync(installed) && (needed === undefined || existsSync(needed)) && statSync(installed).mtimeMs >= statSync(join(dir, 'package-lock.json')).mtimeMs;
  if (fresh) return { ok: true };
  const npm = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, encoding: 'utf8', timeout: 300_000 });
  if (npm.status === 0 && (needed === undefined || existsSync(needed))) return { ok: true };
  if (npm.status === 0) return { ok: false, reason: `npm ci in ${dir} left no ${needed}` };
  return { ok: false, reason: `npm ci in ${dir} failed: ${(npm.stderr || npm.stdout || String(npm.error)).trim().split('\n').slice(-3).join(' ')}` };
}

module.exports = { installPinnedFolder };
