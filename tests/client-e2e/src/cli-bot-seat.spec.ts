import type { CliRun } from './support/cli-process';
import { useCliAgainstPglite } from './support/cli-fixture';

describe('playing against the computer from the CLI and the SDK', () => {
  const suite = useCliAgainstPglite('wargames-cli-bots-');
  const cli = (...args: string[]): Promise<CliRun> => suite.cli(...args);

  it('create --bot seats a computer player that plays a whole Arras game against the CLI random player', async () => {
    const created = await cli('create', 'arras', '--bot', 'allied=heuristic');
    expect({ code: created.code, stderr: created.stderr }).toEqual({ code: 0, stderr: '' });
    const gameId = created.stdout.trim();
    expect((await suite.client.getGame(gameId)).seats).toEqual([
      { role: 'allied', claimed: true, invited: false, bot: 'heuristic' },
      { role: 'german', claimed: false, invited: false, bot: null },
    ]);
    expect((await cli('join', gameId, 'german')).code).toBe(0);
    const played = await cli('play', gameId, '--seat', 'german', '--bot', 'random', '--seed', '3');
    expect({ code: played.code, stderr: played.stderr }).toEqual({ code: 0, stderr: '' });
    expect((await suite.client.getGame(gameId)).status).toBe('ended');
  }, 300_000);

  it('refuses a bot level it does not know, and the SDK creates bot seats with createGame', async () => {
    const refused = await cli('create', 'graf-spee', '--bot', 'british=genius');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--bot takes role=level');
    const game = await suite.client.createGame({ gameType: 'graf-spee', bots: { german: 'random' } });
    expect(game.seats.find((seat) => seat.role === 'german')?.bot).toBe('random');
  }, 120_000);
});
