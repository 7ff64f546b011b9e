#!/usr/bin/env node
// Entry point of `npm start`, `npm run build`, `npm test` and `npm run bench:engine` on any machine, including a fresh clone:
// it uses only Node built-ins until the locked dependencies are installed.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  NX_SKIP_NX_CACHE: 'true',
  NX_VERBOSE_LOGGING: process.env.NX_VERBOSE_LOGGING ?? 'false',
  CHECKPOINT_DISABLE: '1',
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
};

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed with exit code ${status}`);
    process.exit(status);
  }
}

const hashOf = (...files) => {
  const hash = createHash('sha256');
  for (const file of files) if (existsSync(join(root, file))) hash.update(readFileSync(join(root, file)));
  return hash.digest('hex');
};

/** Installs the locked dependencies when node_modules is missing or older than package-lock.json. */
function ensureDependencies() {
  const stamp = join(root, 'node_modules', '.wargames-install-stamp');
  const wanted = hashOf('package-lock.json', 'package.json');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  console.log('» installing locked dependencies (npm ci)…');
  mustRun('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
  writeFileSync(stamp, wanted);
}

/** Generates the Prisma client (no engine download: see prisma/README.md) when the schema changed. */
function ensurePrismaClient() {
  const schema = join(root, 'prisma', 'schema.prisma');
  if (!existsSync(schema)) return;
  const stamp = join(root, 'node_modules', '.wargames-prisma-stamp');
  const wanted = hashOf('prisma/schema.prisma', 'prisma.config.ts', 'package-lock.json');
  const output = join(root, 'libs', 'event-store', 'src', 'generated');
  if (existsSync(stamp) && existsSync(output) && readFileSync(stamp, 'utf8') === wanted) return;
  console.log('» generating the Prisma client…');
  mustRun('npx', ['prisma', 'generate'], { env: { ...env, PRISMA_SCHEMA_ENGINE_BINARY: process.execPath } });
  writeFileSync(stamp, wanted);
}

function collectTestSummary() {
  const dir = join(root, 'tmp', 'test-results');
  if (!existsSync(dir)) return null;
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const file of readdirSync(dir)) {
    const summary = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    total.passed += summary.passed;
    total.failed += summary.failed;
    total.skipped += summary.skipped;
  }
  return total;
}

function test() {
  rmSync(join(root, 'tmp', 'test-results'), { recursive: true, force: true });
  mkdirSync(join(root, 'tmp'), { recursive: true });
  const steps = [
    ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.check.json']],
    // The web app and its browser tests have their own compiler options (JSX, DOM, Next's types).
    ['typecheck web', 'npx', ['tsc', '-p', 'apps/web/tsconfig.json']],
    ['typecheck web-e2e', 'npx', ['tsc', '-p', 'tests/web-e2e/tsconfig.json']],
    // What `npm start` checks before it starts the API (tools/start.mjs), so that a clean clone's `npm start` cannot fail on it.
    ['typecheck api (npm start)', 'npx', ['tsc', '-p', 'apps/api/tsconfig.typecheck.json']],
    ['lint', 'npx', ['nx', 'run-many', '-t', 'lint', '--parallel=2', '--outputStyle=static']],
    ['test', 'npx', ['nx', 'run-many', '-t', 'test', '--parallel=2', '--outputStyle=static', '--', '--ci']],
  ];
  const failed = [];
  // The API's end-to-end tests once more on the Node release production runs (docker/production-node), when this is
  // another: in process and in the API processes they start, which run on the Node that runs Jest.
  const production = createRequire(import.meta.url)('./production-node.cjs');
  if (process.version !== `v${production.PRODUCTION_NODE_VERSION}`) {
    const node = production.productionNodeForTests();
    const name = `test api-e2e on production's Node ${production.PRODUCTION_NODE_VERSION}`;
    if (node.ok) steps.push([name, node.path, [join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '-c', 'tests/api-e2e/jest.config.cjs', '--ci']]);
    else if (node.required) {
      console.error(`✗ ${name}: ${node.reason}`);
      failed.push(name);
    } else console.warn(`» skipped: ${name} (${node.reason})`);
  }
  for (const [name, command, args] of steps) {
    console.log(`\n» ${name}`);
    if (run(command, args) !== 0) failed.push(name);
  }
  const total = collectTestSummary();
  if (total) console.log(`\ntests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  if (failed.length > 0) {
    console.error(`✗ failed: ${failed.join(', ')}`);
    process.exit(1);
  }
  if (!total || total.passed === 0) {
    console.error('✗ no test ran');
    process.exit(1);
  }
}

/**
 * `npm run build`: every Nx build target — the API as plain JavaScript in dist/apps/api (apps/api/build.mjs), the web
 * app's production build (Next.js standalone output in apps/web/.next/standalone), the SDK package in dist/libs/sdk.
 */
function buildAll() {
  mustRun('npx', ['nx', 'run-many', '-t', 'build', '--parallel=1', '--outputStyle=static', ...process.argv.slice(3)], {
    env: { ...env, WARGAMES_WEB_OUTPUT: 'standalone' },
  });
}

function start() {
  mustRun('node', [join(root, 'tools', 'start.mjs'), ...process.argv.slice(3)]);
}

function benchEngine() {
  mustRun('node', ['-r', '@swc-node/register', join(root, 'tools', 'bench-engine.ts'), ...process.argv.slice(3)], {
    env: { ...env, SWC_NODE_PROJECT: join(root, 'tools', 'tsconfig.json') },
  });
}

/** `npm run simulate -- …`: bot-against-bot games on every core, a balance report and an SVG chart (tools/simulate.ts). */
function simulate() {
  mustRun('node', ['-r', '@swc-node/register', join(root, 'tools', 'simulate.ts'), ...process.argv.slice(3)], {
    cwd: process.cwd(),
    env: { ...env, SWC_NODE_PROJECT: join(root, 'tools', 'tsconfig.json') },
  });
}

/** `npm run bench:bots -- --game …`: the bots' strength benchmark (search against random and heuristic, each side). */
function benchBots() {
  mustRun('node', ['-r', '@swc-node/register', join(root, 'tools', 'simulate.ts'), '--bench', ...process.argv.slice(3)], {
    cwd: process.cwd(),
    env: { ...env, SWC_NODE_PROJECT: join(root, 'tools', 'tsconfig.json') },
  });
}

/** `npm run bench:bot-moves`: CPU time of the search bots' decisions (tools/bench-bot-moves.ts). */
function benchBotMoves() {
  mustRun('node', ['-r', '@swc-node/register', join(root, 'tools', 'bench-bot-moves.ts'), ...process.argv.slice(3)], {
    env: { ...env, SWC_NODE_PROJECT: join(root, 'tools', 'tsconfig.json') },
  });
}

/** `npm run bench:web`: Lighthouse on the lobby and a play page, and how fast a move reaches the other screen. */
function benchWeb() {
  mustRun('node', ['-r', '@swc-node/register', join(root, 'tests', 'web-e2e', 'bench', 'play-figures.ts'), ...process.argv.slice(3)], {
    env: { ...env, SWC_NODE_PROJECT: join(root, 'tools', 'tsconfig.json') },
  });
}

/** `npm run figures:replay`: the replay viewer's open and step times in Chromium (tests/web-e2e/src/figures). */
function figuresReplay() {
  mustRun('node', ['-r', '@swc-node/register', join(root, 'tests', 'web-e2e', 'src', 'figures', 'replay-figures.ts'), ...process.argv.slice(3)], {
    env: { ...env, SWC_NODE_PROJECT: join(root, 'tools', 'tsconfig.json') },
  });
}

/** `npm run bench`: the API under load on Postgres and PGlite, beside pgbench (tests/bench). */
function bench() {
  mustRun('node', ['-r', '@swc-node/register', join(root, 'tests', 'bench', 'src', 'main.ts'), ...process.argv.slice(3)], {
    env: { ...env, SWC_NODE_PROJECT: join(root, 'tests', 'bench', 'tsconfig.json') },
  });
}

/** `npm run sdk:generate`: the SDK's typed GraphQL documents and per-game types (tools/sdk-codegen). */
function sdkGenerate() {
  mustRun('node', ['-r', '@swc-node/register', join(root, 'tools', 'sdk-codegen', 'src', 'main.ts'), ...process.argv.slice(3)], {
    env: { ...env, SWC_NODE_PROJECT: join(root, 'tools', 'tsconfig.json') },
  });
}

/** `npm run client -- …`: the command-line client (apps/cli), with its exit code. */
function client() {
  const status = run('node', ['-r', '@swc-node/register', join(root, 'apps', 'cli', 'src', 'main.ts'), ...process.argv.slice(3)], {
    cwd: process.cwd(),
    env: { ...env, SWC_NODE_PROJECT: join(root, 'apps', 'cli', 'tsconfig.runtime.json') },
  });
  process.exit(status);
}

const commands = { test, start, build: buildAll, bench, 'bench-engine': benchEngine, 'bench-web': benchWeb, 'figures-replay': figuresReplay, 'sdk-generate': sdkGenerate, client, simulate, 'bench-bots': benchBots, 'bench-bot-moves': benchBotMoves };
const name = process.argv[2];
if (!(name in commands)) {
  console.error(`usage: node tools/bootstrap.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
ensureDependencies();
ensurePrismaClient();
commands[name]();
