/**
 * Figures of the web app (a script that prints numbers, not a test):
 * - Lighthouse 12.2.3 (pinned in the root package.json) with Debian's Chromium on the lobby and on a play page,
 *   mobile (Lighthouse's default, simulated throttling) and desktop: performance and accessibility scores.
 * - How long an opponent's move takes to appear on the other player's screen (loopback): from the click on one page
 *   to the new version drawn on the other, over a whole Arras game of phase commands; p50, p95, max.
 *
 * Run: `npm run bench:web` (builds apps/web when its sources changed, starts the API and the web app on free ports).
 * Options: `--samples N` (default 60 moves), `--no-lighthouse`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WargamesClient } from '@wargames/sdk';
import type { Page } from 'playwright-core';
import { ROOT } from '../src/support/paths';
import { startServers } from '../src/support/servers';
import { ensureWebBuild } from '../src/support/web-build';
import { launchPlayers } from '../src/support/players';
import { createFromLobby, invite, shownVersion, WAIT } from '../src/support/play';

const args = process.argv.slice(2);
const samples = Number(args[args.indexOf('--samples') + 1]) > 0 && args.includes('--samples') ? Number(args[args.indexOf('--samples') + 1]) : 60;
const LIGHTHOUSE = join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

function lighthouse(url: string, preset: 'mobile' | 'desktop'): { performance: number; accessibility: number } {
  const dir = mkdtempSync(join(tmpdir(), 'wargames-lighthouse-'));
  const out = join(dir, 'report.json');
  const result = spawnSync(
    process.execPath,
    [
      LIGHTHOUSE,
      url,
      '--quiet',
      '--no-enable-error-reporting',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync`,
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr.slice(-2000)}`);
  const report = JSON.parse(readFileSync(out, 'utf8')) as { categories: Record<string, { score: number }> };
  rmSync(dir, { recursive: true, force: true });
  return { performance: Math.round((report.categories['performance']?.score ?? 0) * 100), accessibility: Math.round((report.categories['accessibility']?.score ?? 0) * 100) };
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

/** Clicks the first phase button on `mover` and answers how long until `watcher` draws the new version (ms). */
async function timedMove(mover: Page, watcher: Page): Promise<number | null> {
  const actions = mover.getByRole('region', { name: 'Your move' });
  const button = actions.getByRole('button', { name: /^(Begin the movement phase|End the phase|Stop advancing|Hold the 88)$/ }).first();
  if (!(await button.isVisible())) return null;
  const before = await shownVersion(watcher);
  // The watcher notes the moment its table shows a newer version, on the same clock as this process.
  const seen = watcher.evaluate(
    (v) =>
      new Promise<number>((resolve) => {
        const table = document.querySelector('[data-version]') as HTMLElement;
        const check = () => Number(table.getAttribute('data-version')) > v && (observer.disconnect(), resolve(Date.now()));
        const observer = new MutationObserver(check);
        observer.observe(table, { attributes: true, attributeFilter: ['data-version'] });
        check();
      }),
    before,
  );
  const start = Date.now();
  await button.click();
  return (await seen) - start;
}

async function main(): Promise<void> {
  ensureWebBuild();
  const servers = await startServers();
  // The browser helpers read where the web app is from here, as in the tests.
  process.env['WEB_E2E_URL'] = servers.webUrl;
  try {
    const sdk = new WargamesClient({ url: servers.apiUrl });
    const game = await sdk.game('graf-spee').create();
    if (!args.includes('--no-lighthouse')) {
      for (const [name, path] of [
        ['lobby', '/en'],
        ['play page (Graf Spee, spectator)', `/en/games/${game.id}`],
      ] as const) {
        for (const preset of ['mobile', 'desktop'] as const) {
          const scores = lighthouse(`${servers.webUrl}${path}`, preset);
          console.log(`lighthouse ${name}, ${preset}: performance ${scores.performance}, accessibility ${scores.accessibility}`);
        }
      }
    }

    const players = await launchPlayers();
    try {
      const allied = await players.player();
      const german = await players.player();
      await createFromLobby(allied, 'arras', 'Allied');
      await invite(allied, german);
      await allied.getByText('Your turn', { exact: true }).waitFor({ timeout: WAIT });
      const times: number[] = [];
      while (times.length < samples) {
        if (await allied.getByRole('heading', { name: 'Game over' }).isVisible()) break;
        const alliedTurn = await allied.getByText('Your turn', { exact: true }).isVisible();
        const germanTurn = !alliedTurn && (await german.getByText('Your turn', { exact: true }).isVisible());
        if (!alliedTurn && !germanTurn) {
          await allied.waitForTimeout(20);
          continue;
        }
        const [mover, watcher] = alliedTurn ? [allied, german] : [german, allied];
        const ms = await timedMove(mover, watcher);
        if (ms === null) {
          await mover.waitForTimeout(20);
          continue;
        }
        times.push(ms);
        // Let the mover's own page settle before the next move.
        await mover.waitForFunction((v) => Number(document.querySelector('[data-version]')?.getAttribute('data-version')) >= v, await shownVersion(watcher), { timeout: WAIT });
      }
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `opponent's move on the other screen (loopback, ${sorted.length} moves): p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, max ${sorted[sorted.length - 1]} ms (target p95 ≤ 100 ms)`,
      );
    } finally {
      await players.close();
    }
  } finally {
    await servers.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
