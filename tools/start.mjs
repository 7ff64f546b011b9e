#!/usr/bin/env node
// `npm start` (after tools/bootstrap.mjs has installed the dependencies and generated the Prisma client):
// builds the API, applies the database migrations, starts the API (and the web app when there is one) and prints
// the URLs. TypeScript runs through @swc-node/register, which keeps Nest's decorator metadata and reaches the
// workspace packages' sources through their node_modules symlinks. Options: --skip-build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const api = join(root, 'apps', 'api');
const web = join(root, 'apps', 'web');
const skipBuild = process.argv.includes('--skip-build');

const env = {
  ...process.env,
  SWC_NODE_PROJECT: join(api, 'tsconfig.runtime.json'),
  WARGAMES_DATA_DIR: process.env.WARGAMES_DATA_DIR || join(root, '.data', 'pglite'),
};
const runTs = (script) => ['-r', '@swc-node/register', join(api, 'src', script)];

function step(title, command, args, options = {}) {
  console.log(`» ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.status !== 0) {
    console.error(`✗ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

if (!skipBuild) step('building the API (type check of the API and the libraries it uses)', 'npx', ['tsc', '-p', join(api, 'tsconfig.runtime.json'), '--noEmit']);
step(env.DATABASE_URL ? 'migrating Postgres (DATABASE_URL)' : `migrating the embedded database in ${env.WARGAMES_DATA_DIR}`, process.execPath, runTs('migrate.ts'));

const children = [];
function start(name, command, args, childEnv) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: childEnv });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`✗ the ${name} stopped (${signal ?? `exit code ${code}`})`);
    stop(code ?? 1);
  });
  return child;
}

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log('» starting the API');
start('API', process.execPath, runTs('main.ts'), env);

// The web app (apps/web) joins once it exists: built, then started next to the API.
const webPackage = join(web, 'package.json');
if (existsSync(webPackage)) {
  const scripts = JSON.parse(readFileSync(webPackage, 'utf8')).scripts ?? {};
  if (scripts.start) {
    const apiUrl = `http://localhost:${process.env.PORT || 3000}`;
    const webEnv = { ...env, PORT: process.env.WEB_PORT || '3001', API_URL: apiUrl, NEXT_PUBLIC_API_URL: apiUrl };
    if (scripts.build && !skipBuild) step('building the web app', 'npm', ['run', 'build', '--workspace', web], { env: webEnv });
    console.log(`» starting the web app on http://localhost:${webEnv.PORT}`);
    start('web app', 'npm', ['run', 'start', '--workspace', web], webEnv);
  }
}
