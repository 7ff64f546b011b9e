import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UNLIMITED_RATES } from '@wargames/api/testing/unlimited-rates';
import { freePort } from './support/free-port';
import { productionInstall, type ProductionInstall } from './support/production-install';
import { Replica } from './support/replica';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The built API plays bot seats with its worker entry (app/bot-worker.js beside main.js) and production dependencies
 * only (Piscina among them), as the Docker image runs it.
 */
describe('bots in the built API', () => {
  let install: ProductionInstall;
  let dataDir: string;
  let replica: Replica | null = null;

  beforeAll(() => {
    install = productionInstall();
    dataDir = mkdtempSync(join(tmpdir(), 'wargames-built-bots-'));
  });
  afterAll(async () => {
    await replica?.stop('SIGTERM');
    install?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('plays both seats of an Arras game on its worker threads, and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    replica = new Replica('built', port, install.main, join(install.dir, 'app'), { ...UNLIMITED_RATES, WARGAMES_DATA_DIR: dataDir, WARGAMES_BOT_WORKERS: '2' });
    await replica.start();
    const url = `http://127.0.0.1:${port}`;
    const created = await fetch(`${url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gameType: 'arras', bots: { allied: 'heuristic', german: 'random' } }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    let game = { status: 'active', version: 0 };
    for (let polls = 0; polls < 2_400 && game.status !== 'ended'; polls++) {
      await pause(50);
      game = (await (await fetch(`${url}/api/games/${id}`)).json()) as typeof game;
    }
    expect(game.status).toBe('ended');
    expect(game.version).toBeGreaterThan(10);
    expect(await replica.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    replica = null;
  }, 300_000);
});
