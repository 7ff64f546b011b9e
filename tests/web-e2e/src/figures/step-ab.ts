/**
 * Development aid for replay-figures: a replay step measured on several builds of the web app, interleaved in the
 * same conditions (one API, one game, the builds taking turns), and where a step's time goes (a Chrome trace).
 * Not a test. Builds are folders made by `next build` (apps/web/.next moved aside, under apps/web/tmp so that the
 * server's chunks still find node_modules); each round points apps/web/.next at one of them (a symlink) and starts
 * `next start` on it. STEP_AB_TRACE=1 prints a Chrome trace's main-thread time by event (and what was painted and laid
 * out), STEP_AB_PROFILE=1 the JavaScript's self time; STEP_AB_CSS_<name> adds CSS to that build's page (an experiment).
 *   STEP_AB_BUILDS=A=/tmp/a,B=/tmp/b STEP_AB_ROUNDS=3 STEP_AB_STEPS=150 STEP_AB_DATA=/tmp/api-data node -r @swc-node/register …
 * STEP_AB_SLOWEST=N prints the N slowest steps (which step, whether the move list scrolled, what the board held).
 * STEP_AB_DATA keeps the API's PGlite folder (and the game made in it) from one run to the next.
 */
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { WargamesClient } from '@wargames/sdk';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { WEB } from '../support/paths';
import { playRandomGame } from '../support/sdk-games';
import { startApi, startWeb } from '../support/servers';
import { selfTimeByFunction, type CpuProfile } from './cpu-profile';
import { measureSteps } from './measure-steps';

const BUILDS = (process.env['STEP_AB_BUILDS'] ?? '').split(',').filter(Boolean).map((entry) => entry.split('=') as [string, string]);
const ROUNDS = Number(process.env['STEP_AB_ROUNDS'] ?? 3);
const STEPS = Number(process.env['STEP_AB_STEPS'] ?? 150);
const EVENTS = Number(process.env['STEP_AB_EVENTS'] ?? 2_000);
const TRACE = process.env['STEP_AB_TRACE'] === '1';
const DATA = process.env['STEP_AB_DATA'] ?? '/tmp/step-ab-api-data';

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function eventCount(apiUrl: string, gameId: string): Promise<number> {
  let count = 0;
  for await (const entry of new WargamesClient({ url: apiUrl }).game('graf-spee').open(gameId).historyNdjson()) if (entry.seq) count++;
  return count;
}

/** Main-thread time by trace event over `count` steps (top-level slices only, so nothing is counted twice). */
async function traceSteps(page: Page, count: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const events: { name: string; ph: string; dur?: number; tid: number; pid: number; ts: number; args?: { data?: { type?: string; functionName?: string; url?: string } } }[] = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as typeof events)));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing', transferMode: 'ReportEvents' });
  await measureSteps(page, count);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  const main = events.find((e) => e.name === 'thread_name' && (e as unknown as { args: { name: string } }).args.name === 'CrRendererMain');
  const slices = events.filter((e) => e.ph === 'X' && main && e.tid === main.tid && e.pid === main.pid && typeof e.dur === 'number');
  const byName = new Map<string, number>();
  for (const e of slices) {
    const name = e.name === 'EventDispatch' ? `EventDispatch:${e.args?.data?.type}` : e.name === 'FunctionCall' ? `FunctionCall` : e.name;
    byName.set(name, (byName.get(name) ?? 0) + (e.dur as number) / 1000);
  }
  // What is painted: Paint slices by the node they paint (the root of a paint layer), described through the DOM domain.
  const painted = new Map<number, { ms: number; times: number }>();
  for (const e of slices.filter((slice) => slice.name === 'Paint')) {
    const node = (e.args?.data as { nodeId?: number } | undefined)?.nodeId ?? -1;
    const kept = painted.get(node) ?? { ms: 0, times: 0 };
    painted.set(node, { ms: kept.ms + (e.dur as number) / 1000, times: kept.times + 1 });
  }
  // What is laid out: the layout roots and how many objects each layout had dirty.
  const layouts = new Map<number, { ms: number; times: number; dirty: number }>();
  for (const e of slices.filter((slice) => slice.name === 'Layout')) {
    const args = e.args as { beginData?: { dirtyObjects?: number }; endData?: { layoutRoots?: { nodeId?: number }[] } } | undefined;
    const node = args?.endData?.layoutRoots?.[0]?.nodeId ?? -1;
    const kept = layouts.get(node) ?? { ms: 0, times: 0, dirty: 0 };
    layouts.set(node, { ms: kept.ms + (e.dur as number) / 1000, times: kept.times + 1, dirty: kept.dirty + (args?.beginData?.dirtyObjects ?? 0) });
  }
  await cdp.send('DOM.getDocument', { depth: 0 });
  for (const [node, { ms, times, dirty }] of [...layouts].sort((a, b) => b[1].ms - a[1].ms).slice(0, 6)) {
    const described = node < 0 ? null : ((await cdp.send('DOM.describeNode', { backendNodeId: node }).catch(() => null)) as { node: { nodeName: string; attributes?: string[] } } | null);
    console.log(`layout ${(ms / count).toFixed(2)} ms per step, ${times} times, ${(dirty / Math.max(1, times)).toFixed(0)} dirty objects each: ${described ? `${described.node.nodeName} ${(described.node.attributes ?? []).join(' ').slice(0, 80)}` : node}`);
  }
  for (const [node, { ms, times }] of [...painted].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8)) {
    const described = node < 0 ? null : ((await cdp.send('DOM.describeNode', { backendNodeId: node }).catch(() => null)) as { node: { nodeName: string; attributes?: string[] } } | null);
    console.log(`paint ${(ms / count).toFixed(2)} ms per step, ${times} times: ${described ? `${described.node.nodeName} ${(described.node.attributes ?? []).join(' ').slice(0, 80)}` : node}`);
  }
  console.log(`trace of ${count} steps, main thread, ms per step by event (nested events counted in their parents too):`);
  for (const [name, value] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${(value / count).toFixed(2).padStart(8)}  ${name}`);
}

/** JavaScript self time by function over `count` steps (a sampling CPU profile). */
async function profileSteps(page: Page, count: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await measureSteps(page, count);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const self = selfTimeByFunction(profile);
  console.log(`JavaScript self time per step over ${count} steps:`);
  for (const [key, value] of self.slice(0, 30)) console.log(`${(value / count).toFixed(2).padStart(8)} ms  ${key}`);
}

async function main(): Promise<void> {
  if (BUILDS.length === 0) throw new Error('STEP_AB_BUILDS=name=folder,… is required');
  const nextDir = join(WEB, '.next');
  if (existsSync(nextDir) && !lstatSync(nextDir).isSymbolicLink()) throw new Error(`${nextDir} is a build folder: move it aside first`);
  mkdirSync(DATA, { recursive: true });
  const api = await startApi(DATA);
  const browser = await launchBrowser();
  try {
    const gameFile = join(DATA, 'step-ab-game');
    let gameId = existsSync(gameFile) ? readFileSync(gameFile, 'utf8') : '';
    if (!gameId) {
      const game = await playRandomGame(api.url, 'graf-spee', { seed: 2026, marathon: true, until: async (id) => (await eventCount(api.url, id)) >= EVENTS });
      gameId = game.gameId;
      writeFileSync(gameFile, gameId);
    }
    const summary = await new WargamesClient({ url: api.url }).getGame(gameId);
    const perspective = summary.status === 'ended' ? 'omniscient' : 'spectator';
    console.log(`game ${gameId}: ${await eventCount(api.url, gameId)} events, ${perspective}`);
    const results = new Map<string, { committed: number[]; total: number[] }>(BUILDS.map(([name]) => [name, { committed: [], total: [] }]));
    const loads: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? BUILDS : [...BUILDS].reverse();
      for (const [name, folder] of order) {
        rmSync(nextDir, { force: true });
        symlinkSync(folder, nextDir);
        const web = await startWeb(api.url);
        try {
          const page = await browser.page();
          await page.goto(`${web.url}/en/games/${gameId}/replay?perspective=${perspective}&step=0`);
          await page.waitForFunction(() => performance.getEntriesByName('replay:moves-rendered').length > 0, null, { timeout: 120_000 });
          // An experiment without a build: CSS added to the page (STEP_AB_CSS).
          const css = process.env[`STEP_AB_CSS_${name}`] ?? process.env['STEP_AB_CSS'];
          if (css) await page.addStyleTag({ content: css });
          // Warm up (JIT, first visits of each scene), then measure.
          await measureSteps(page, 30);
          if (TRACE) await traceSteps(page, STEPS);
          else if (process.env['STEP_AB_PROFILE'] === '1') await profileSteps(page, STEPS);
          else {
            const measured = await measureSteps(page, STEPS);
            const kept = results.get(name) as { committed: number[]; total: number[] };
            kept.committed.push(...measured.committed);
            kept.total.push(...measured.total);
            loads.push(loadavg()[0] as number);
            if (process.env['STEP_AB_SLOWEST']) {
              const slowest = [...measured.steps].sort((a, b) => b.total - a.total).slice(0, Number(process.env['STEP_AB_SLOWEST']));
              console.log(`  slowest steps: ${slowest.map((s) => `${s.step}: ${s.total.toFixed(1)} ms${s.scrolled ? ' scrolled' : ''} (${s.counters} counters, ${s.outlined} outlined)`).join('; ')}`);
            }
            console.log(`  ${measured.scrolled.length} steps scrolled the list: with their frame p50 ${percentile(measured.scrolled, 50).toFixed(1)}, max ${Math.max(...measured.scrolled).toFixed(1)} ms`);
            console.log(`round ${round + 1} ${name}: committed p50 ${percentile(measured.committed, 50).toFixed(1)} p95 ${percentile(measured.committed, 95).toFixed(1)}; with its frame p50 ${percentile(measured.total, 50).toFixed(1)} p95 ${percentile(measured.total, 95).toFixed(1)} ms (load ${loadavg()[0]?.toFixed(1)})`);
          }
          await page.close();
        } finally {
          await web.process.stop();
          rmSync(nextDir, { force: true });
        }
      }
    }
    if (loads.length > 0) {
      console.log(`\n${cpus().length} cores, load average during the runs ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}; ${ROUNDS} rounds × ${STEPS} steps per build`);
      for (const [name, { committed, total }] of results) {
        console.log(`${name}: key → committed p50 ${percentile(committed, 50).toFixed(1)} / p95 ${percentile(committed, 95).toFixed(1)} ms; with its frame p50 ${percentile(total, 50).toFixed(1)} / p95 ${percentile(total, 95).toFixed(1)} ms (n=${committed.length})`);
      }
    }
  } finally {
    await browser.close();
    await api.process.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
