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
import { loadavg } from 'node:os';
import { WargamesClient } from '@wargames/sdk';
import type { Page } from 'playwright-core';
import { startServers } from '../src/support/servers';
import { ensureWebBuild } from '../src/support/web-build';
import { launchPlayers } from '../src/support/players';
import { createFromLobby, invite, shownVersion, WAIT } from '../src/support/play';
import { lighthouse } from './lighthouse';

const args = process.argv.slice(2);
const samples = Number(args[args.indexOf('--samples') + 1]) > 0 && args.includes('--samples') ? Number(args[args.indexOf('--samples') + 1]) : 60;
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

/** Notes in the page when its last WebSocket message came in (listeners added first run before graphql-ws's). */
function noteLiveMessages(): void {
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.addEventListener('message', () => ((window as unknown as { lastLiveMessageAt: number }).lastLiveMessageAt = Date.now()));
    }
  };
}

/** Resolves with Date.now() in the page once its table shows a version above `v`, and when its last live message came. */
function versionSeen(page: Page, v: number): Promise<{ drawn: number; message: number }> {
  return page.evaluate(
    (after) =>
      new Promise<{ drawn: number; message: number }>((resolve) => {
        const table = document.querySelector('[data-version]') as HTMLElement;
        const done = () => resolve({ drawn: Date.now(), message: (window as unknown as { lastLiveMessageAt?: number }).lastLiveMessageAt ?? Number.NaN });
        const check = () => Number(table.getAttribute('data-version')) > after && (observer.disconnect(), done());
        const observer = new MutationObserver(check);
        observer.observe(table, { attributes: true, attributeFilter: ['data-version'] });
        check();
      }),
    v,
  );
}

/**
 * Clicks the first phase button on `mover`; answers how long until `watcher` draws the new version, and until the
 * mover's own page does (its command's answer), in ms.
 */
async function timedMove(mover: Page, watcher: Page): Promise<{ other: number; own: number; message: number } | null> {
  const actions = mover.getByRole('region', { name: 'Your move' });
  const button = actions.getByRole('button', { name: /^(Begin the (movement|combat|recovery) phase|End the phase|Stop advancing|Hold the 88)$/ }).first();
  if (!(await button.isVisible())) return null;
  const before = await shownVersion(watcher);
  // Both pages note the moment their table shows a newer version, on the same clock as this process.
  const seen = versionSeen(watcher, before);
  const own = versionSeen(mover, before);
  // The move starts when the page gets the click (a capturing listener notes it): Playwright's own work before it
  // (actionability checks, scrolling, the DevTools round trips) is the harness's time, not the player's.
  await mover.evaluate(() => {
    const noted = window as unknown as { clickedAt?: number };
    noted.clickedAt = undefined;
    document.addEventListener('click', () => (noted.clickedAt ??= Date.now()), { capture: true, once: true });
  });
  await button.click();
  const start = await mover.evaluate(() => (window as unknown as { clickedAt?: number }).clickedAt ?? Number.NaN);
  const other = await seen;
  return { other: other.drawn - start, own: (await own).drawn - start, message: other.message - start };
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
      const presets = args.includes('--mobile-only') ? (['mobile'] as const) : (['mobile', 'desktop'] as const);
      for (const [name, path] of [
        ['lobby', '/en'],
        ['play page (Graf Spee, spectator)', `/en/games/${game.id}`],
      ] as const) {
        for (const preset of presets) {
          const scores = lighthouse(`${servers.webUrl}${path}`, preset);
          console.log(`lighthouse ${name}, ${preset}: performance ${scores.performance}, accessibility ${scores.accessibility} (${scores.metrics})`);
        }
      }
    }

    if (args.includes('--no-latency')) return;
    const players = await launchPlayers();
    try {
      const allied = await players.player();
      const german = await players.player();
      for (const page of [allied, german]) await page.addInitScript(noteLiveMessages);
      await createFromLobby(allied, 'arras', 'Allied');
      await invite(allied, german);
      await allied.getByText('Your turn', { exact: true }).waitFor({ timeout: WAIT });
      const times: number[] = [];
      const ownTimes: number[] = [];
      /** Click → the live message's arrival on the other page (the server's share; the rest is the page's). */
      const messageTimes: number[] = [];
      for (let tries = 0; times.length < samples; tries++) {
        if (tries > samples * 50) throw new Error(`no move to time after ${tries} looks: the pages offer no phase button`);
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
        times.push(ms.other);
        ownTimes.push(ms.own);
        messageTimes.push(ms.message);
        // Let the mover's own page settle before the next move.
        await mover.waitForFunction((v) => Number(document.querySelector('[data-version]')?.getAttribute('data-version')) >= v, await shownVersion(watcher), { timeout: WAIT });
      }
      const sorted = [...times].sort((a, b) => a - b);
      const own = [...ownTimes].sort((a, b) => a - b);
      const message = [...messageTimes].sort((a, b) => a - b);
      const drawing = times.map((time, i) => time - (messageTimes[i] as number)).sort((a, b) => a - b);
      console.log(`the mover's own screen (its command's answer): p50 ${percentile(own, 50)} ms, p95 ${percentile(own, 95)} ms`);
      console.log(`click → the live message on the other page: p50 ${percentile(message, 50)} ms, p95 ${percentile(message, 95)} ms; message → drawn: p50 ${percentile(drawing, 50)} ms, p95 ${percentile(drawing, 95)} ms`);
      console.log(
        `opponent's move on the other screen (loopback, ${sorted.length} moves, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}): p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, max ${sorted[sorted.length - 1]} ms (target p95 ≤ 100 ms)`,
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
