#!/usr/bin/env node
// node tools/measure-startup.mjs [--runs N] [--database postgres|pglite] [--json]
// Start-up time and resident memory right after start of the API, built (node dist/apps/api/main.js, run
// `npm run build` first) beside the development path (`npm start`'s: TypeScript through @swc-node/register).
// Each run starts a fresh process on a migrated database (Postgres: a temporary database on TEST_DATABASE_ADMIN_URL,
// default postgres://postgres@127.0.0.1:5432/postgres; pglite: in memory), and measures from spawn until
// /health/ready answers 200, then reads VmRSS from /proc. Prints the median of the runs. tests/bench calls it.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const runs = Number(option('runs', '3'));
const database = option('database', 'postgres');
const asJson = args.includes('--json');
const built = join(root, 'dist', 'apps', 'api', 'main.js');
if (!existsSync(built)) {
  console.error('✗ dist/apps/api/main.js is missing: run `npm run build` (or node apps/api/build.mjs) first');
  process.exit(1);
}

const paths = {
  built: { args: [built], env: {} },
  'built+maps': { args: ['--enable-source-maps', built], env: {} },
  dev: {
    args: ['-r', '@swc-node/register', join(root, 'apps', 'api', 'src', 'main.ts')],
    env: { SWC_NODE_PROJECT: join(root, 'apps', 'api', 'tsconfig.runtime.json') },
  },
};

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function withTemporaryDatabase(body) {
  if (database === 'pglite') return body({ WARGAMES_DATA_DIR: 'memory://' });
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `wargames_startup_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString() };
  try {
    const migrated = spawnSync(process.execPath, [join(root, 'dist', 'apps', 'api', 'migrate.js')], { env: { ...process.env, ...env }, encoding: 'utf8' });
    if (migrated.status !== 0) throw new Error(`migration failed: ${migrated.stderr}`);
    return await body(env);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

// The caller's environment (HOME, TMPDIR…) without what would choose another database or port.
const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !['DATABASE_URL', 'DATABASE_DIRECT_URL', 'WARGAMES_DATA_DIR', 'PORT', 'HOST'].includes(name)));

/** One start: milliseconds until /health/ready answers 200, and the resident memory then (MB). */
async function measure(path, databaseEnv) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, path.args, {
    cwd: root,
    env: { ...inherited, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...path.env, ...databaseEnv },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
      const ready = await fetch(`http://127.0.0.1:${port}/health/ready`).then((response) => response.status === 200, () => false);
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const startMs = performance.now() - started;
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]);
    return { startMs, rssMb: rssKb / 1024 };
  } finally {
    child.kill('SIGKILL');
  }
}

const LABELS = {
  built: 'built        node dist/apps/api/main.js                    ',
  'built+maps': 'built+maps   node --enable-source-maps dist/apps/api/main.js',
  dev: 'dev          node -r @swc-node/register apps/api/src/main.ts',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const results = {};
await withTemporaryDatabase(async (databaseEnv) => {
  // Interleaved, so that a busy machine weighs on every path alike.
  const samples = Object.fromEntries(Object.keys(paths).map((name) => [name, []]));
  for (let run = 0; run < runs; run++) for (const [name, path] of Object.entries(paths)) samples[name].push(await measure(path, databaseEnv));
  for (const [name, list] of Object.entries(samples)) {
    results[name] = { startMs: median(list.map((s) => s.startMs)), rssMb: median(list.map((s) => s.rssMb)), runs };
  }
});

if (asJson) console.log(JSON.stringify({ database, ...results }));
else {
  console.log(`API start-up on ${database} (median of ${runs} runs): until /health/ready answers 200, resident memory then`);
  for (const [name, result] of Object.entries(results)) {
    console.log(`  ${LABELS[name]}   ${result.startMs.toFixed(0).padStart(6)} ms   ${result.rssMb.toFixed(0).padStart(5)} MB`);
  }
}
