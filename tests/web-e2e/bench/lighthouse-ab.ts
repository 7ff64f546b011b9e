/**
 * Development aid for `npm run bench:web`: Lighthouse mobile on several builds of the web app, interleaved in the same
 * conditions (one API, one game, the builds taking turns page by page), so that a change can be told from the noise
 * of a shared machine. Not a test. A build is a copy of apps/web with its `.next` (e.g. `cp -a apps/web /tmp/a/apps/`
 * and `ln -s $PWD/node_modules /tmp/a/node_modules`, so that the server's chunks still find node_modules); each is
 * served by its own `next start`.
 *   LIGHTHOUSE_AB_BUILDS=A=/tmp/a/apps/web,B=/tmp/b/apps/web LIGHTHOUSE_AB_ROUNDS=3 node -r @swc-node/register …
 * Prints each run's score and metrics with the load average, then the median score per build and page.
 * LIGHTHOUSE_AB_CPU=1 also scores each run from its thread (CPU) times (see `Scores.cpu` in lighthouse.ts): far less
 * moved by other work on the machine, so fewer rounds tell two builds apart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { WargamesClient } from '@wargames/sdk';
import { NEXT_BIN } from '../src/support/paths';
import { freePort, startProcess, waitFor, type RunningProcess } from '../src/support/processes';
import { startApi } from '../src/support/servers';
import { lighthouse, type Scores } from './lighthouse';

const BUILDS = (process.env['LIGHTHOUSE_AB_BUILDS'] ?? '').split(',').filter(Boolean).map((entry) => entry.split('=') as [string, string]);
const ROUNDS = Number(process.env['LIGHTHOUSE_AB_ROUNDS'] ?? 3);
const CPU_TIME = process.env['LIGHTHOUSE_AB_CPU'] === '1';

async function startBuild(dir: string, apiUrl: string): Promise<{ url: string; process: RunningProcess }> {
  const port = await freePort();
  const web = startProcess(`web app ${dir}`, process.execPath, [NEXT_BIN, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: dir,
    env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', API_URL: apiUrl, NEXT_PUBLIC_API_URL: apiUrl },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor('the web app', web, async () => ((await fetch(`${url}/en`, { redirect: 'manual' })).ok ? true : null), 60_000);
  return { url, process: web };
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');

async function main(): Promise<void> {
  if (BUILDS.length === 0) throw new Error('LIGHTHOUSE_AB_BUILDS=name=dir,… names no build');
  const dataDir = mkdtempSync(join(tmpdir(), 'wargames-lighthouse-ab-'));
  const api = await startApi(dataDir);
  const servers: { name: string; url: string; process: RunningProcess }[] = [];
  try {
    for (const [name, dir] of BUILDS) servers.push({ name, ...(await startBuild(dir, api.url)) });
    const game = await new WargamesClient({ url: api.url }).game('graf-spee').create();
    const pages = [
      ['lobby', '/en'],
      ['play', `/en/games/${game.id}`],
    ] as const;
    // Warm each server's caches (the game types, compiled routes) before the first measured run.
    for (const server of servers) for (const [, path] of pages) await fetch(`${server.url}${path}`);
    const results = new Map<string, Scores[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [page, path] of pages) {
        // Alternate which build goes first, so neither always runs right after the other.
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        for (const server of order) {
          const scores = lighthouse(`${server.url}${path}`, 'mobile', { cpuTime: CPU_TIME });
          const key = `${server.name} ${page}`;
          results.set(key, [...(results.get(key) ?? []), scores]);
          const cpu = scores.cpu ? `; from CPU time ${scores.cpu.performance} (${scores.cpu.metrics})` : '';
          console.log(`round ${round + 1} ${key}: performance ${scores.performance} (${scores.metrics})${cpu} load ${load()}`);
        }
      }
    }
    for (const [key, runs] of results) {
      const cpu = runs.map((run) => run.cpu?.performance ?? NaN);
      const cpuText = CPU_TIME ? `; from CPU time ${median(cpu)} of ${cpu.join('/')}` : '';
      console.log(`${key}: median performance ${median(runs.map((run) => run.performance))} of ${runs.map((run) => run.performance).join('/')}${cpuText}`);
    }
  } finally {
    for (const server of servers) await server.process.stop();
    await api.process.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
