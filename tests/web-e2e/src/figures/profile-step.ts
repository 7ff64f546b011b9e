/** Development aid for replay-figures: a CPU profile of 100 steps, self time by function (not a test). */
import { launchBrowser } from '../support/browser';
import { playRandomGame } from '../support/sdk-games';
import { startServers } from '../support/servers';
import { ensureWebBuild } from '../support/web-build';
import { frameKey, selfTimeByFunction, type CpuProfile } from './cpu-profile';

async function main(): Promise<void> {
  ensureWebBuild();
  const servers = await startServers();
  const browser = await launchBrowser();
  try {
    const game = await playRandomGame(servers.apiUrl, 'graf-spee', { seed: 2026, marathon: true, maxCommands: Number(process.env['PROFILE_COMMANDS'] ?? 900) });
    const page = await browser.page();
    await page.goto(`${servers.webUrl}/en/games/${game.gameId}/replay?perspective=spectator&step=0`);
    await page.waitForFunction(() => performance.getEntriesByName('replay:frames-loaded').length > 0, null, { timeout: 120_000 });
    // Steps are measured once the move list is complete (it renders in the background after the board).
    await page.waitForFunction(() => performance.getEntriesByName('replay:moves-rendered').length > 0, null, { timeout: 120_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.evaluate(async () => {
      for (let i = 0; i < 100; i++) {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
        await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      }
    });
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const self = selfTimeByFunction(profile);
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    for (const [key, value] of self.slice(0, 25)) console.log(`${value.toFixed(1).padStart(8)} ms  ${key}`);
    // Who calls the hottest function: the chain of callers above its samples.
    const parents = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
    const hottest = self.find(([key]) => !key.startsWith('('))?.[0];
    const chains = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      if (frameKey(byId.get(id)?.callFrame) !== hottest) return;
      const chain: string[] = [];
      for (let at = parents.get(id); at !== undefined && chain.length < 8; at = parents.get(at)) {
        const f = byId.get(at)?.callFrame;
        chain.push(`${f?.functionName || '(anon)'}@${f?.url.split('/').pop()}:${f?.columnNumber}`);
      }
      chains.set(chain.join(' < '), (chains.get(chain.join(' < ')) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    for (const [chain, value] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log(`${value.toFixed(1).padStart(8)} ms  ${chain}`);
  } finally {
    await browser.close();
    await servers.stop();
  }
}
void main();
