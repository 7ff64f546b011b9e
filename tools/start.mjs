#!/usr/bin/env node
// `npm start` (after tools/bootstrap.mjs has installed the dependencies and generated the Prisma client):
// builds the API and the web app, applies the database migrations, starts the API, then the web app beside it
// (pointed at the API's address), and prints the URLs. TypeScript runs through @swc-node/register, which keeps Nest's
// decorator metadata and reaches the workspace packages' sources through their node_modules symlinks.
// Options: --skip-build (use the builds there are: a web app never built is left out), --no-web (the API alone).
// Environment: PORT (API, 3000), WEB_PORT (web app, 3001), DATABASE_URL or WARGAMES_DATA_DIR.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const api = join(root, 'apps', 'api');
const web = join(root, 'apps', 'web');
const skipBuild = process.argv.includes('--skip-build');
const withWeb = !process.argv.includes('--no-web') && webStartScript();

/** Whether apps/web exists with build and start scripts. */
function webStartScript() {
  const webPackage = join(web, 'package.json');
  if (!existsSync(webPackage)) return false;
  const scripts = JSON.parse(readFileSync(webPackage, 'utf8')).scripts ?? {};
  return Boolean(scripts.build && scripts.start);
}

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

if (!skipBuild) step('building the API (type check of the API and the libraries it uses)', 'npx', ['tsc', '-p', join(api, 'tsconfig.typecheck.json')]);
const webBuilt = () => existsSync(join(web, '.next', 'BUILD_ID'));
let startWeb = withWeb;
if (withWeb && !skipBuild) {
  step('building the web app (Next.js)', 'npm', ['run', 'build', '--workspace', web], { env: { ...env, NEXT_TELEMETRY_DISABLED: '1' } });
} else if (withWeb && !webBuilt()) {
  console.log('» the web app has no build yet: starting the API alone (run npm start without --skip-build to build it)');
  startWeb = false;
}
step(env.DATABASE_URL ? 'migrating Postgres (DATABASE_URL)' : `migrating the embedded database in ${env.WARGAMES_DATA_DIR}`, process.execPath, runTs('migrate.ts'));

const children = [];
/** Starts a child whose output is passed through line by line to `onLine` as well as to this terminal. */
function start(name, command, args, childEnv, onLine = () => undefined) {
  // Its own process group, so stopping it also stops what it started (npm → sh → next-server).
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: childEnv, detached: true });
  children.push(child);
  for (const [stream, sink] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    let pending = '';
    stream.on('data', (chunk) => {
      sink.write(chunk);
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
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
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log('» starting the API');
let webStarted = false;
// One malloc arena, as the Docker images run the API and the web app (docs/performance.md: a steadier, smaller RSS).
const ONE_MALLOC_ARENA = { MALLOC_ARENA_MAX: '1' };
start('API', process.execPath, runTs('main.ts'), { ...ONE_MALLOC_ARENA, ...env }, (line) => {
  // The web app starts once the API says where it listens, so it is handed the API's real address.
  const apiUrl = /listening on (http:\/\/\S+)/.exec(line)?.[1];
  if (apiUrl && startWeb && !webStarted) {
    webStarted = true;
    startWebApp(apiUrl);
  }
});

function startWebApp(apiUrl) {
  const port = process.env.WEB_PORT || '3001';
  const webUrl = `http://localhost:${port}`;
  const webEnv = { ...ONE_MALLOC_ARENA, ...env, PORT: port, API_URL: apiUrl, NEXT_PUBLIC_API_URL: apiUrl, NEXT_TELEMETRY_DISABLED: '1' };
  console.log(`» starting the web app on ${webUrl} (API at ${apiUrl})`);
  let announced = false;
  start('web app', 'npm', ['run', 'start', '--workspace', web], webEnv, (line) => {
    if (!announced && /\bReady\b/.test(line)) {
      announced = true;
      console.log(`\n  ➜  Play in your browser:  web app listening on ${webUrl}\n`);
    }
  });
}
