import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WargamesClient } from '@wargames/sdk';
import { startApiOnPglite, type Server } from './support/api';
import { runCli, type CliRun } from './support/cli-process';

describe('playing against the computer from the CLI and the SDK', () => {
  let server: Server;
  let client: WargamesClient;
  let configDir: string;
  let env: Record<string, string>;
  const cli = (...args: string[]): Promise<CliRun> => runCli(args, env);

  beforeAll(async () => {
    server = await startApiOnPglite();
    client = new WargamesClient({ url: server.url });
    configDir = mkdtempSync(join(tmpdir(), 'wargames-cli-bots-'));
    env = { WARGAMES_URL: server.url, WARGAMES_CONFIG_DIR: configDir };
  });
  afterAll(async () => {
    rmSync(configDir, { recursive: true, force: true });
    await server?.close();
  });

  it('create --bot seats a computer player that plays a whole Arras game against the CLI random player', async () => {
    const created = await cli('create', 'arras', '--bot', 'allied=heuristic');
    expect({ code: created.code, stderr: created.stderr }).toEqual({ code: 0, stderr: '' });
    const gameId = created.stdout.trim();
    expect((await client.getGame(gameId)).seats).toEqual([
      { role: 'allied', claimed: true, bot: 'heuristic' },
      { role: 'german', claimed: false, bot: null },
    ]);
    expect((await cli('join', gameId, 'german')).code).toBe(0);
    const played = await cli('play', gameId, '--seat', 'german', '--bot', 'random', '--seed', '3');
    expect({ code: played.code, stderr: played.stderr }).toEqual({ code: 0, stderr: '' });
    expect((await client.getGame(gameId)).status).toBe('ended');
  }, 300_000);

  it('refuses a bot level it does not know, and the SDK creates bot seats with createGame', async () => {
    const refused = await cli('create', 'graf-spee', '--bot', 'british=genius');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--bot takes role=level');
    const game = await client.createGame({ gameType: 'graf-spee', bots: { german: 'random' } });
    expect(game.seats.find((seat) => seat.role === 'german')?.bot).toBe('random');
  }, 120_000);
});
