import { useCliAgainstPglite } from './support/cli-fixture';

/** The line `games` printed for a game: each line starts with its game's id. */
const lineOf = (stdout: string, gameId: string): string | undefined => stdout.split('\n').find((line) => line.startsWith(gameId));

describe('the command-line client lists games, as a separate process, against the API on PGlite', () => {
  const suite = useCliAgainstPglite('wargames-cli-games-');

  it('lists the games with a free seat by default, and those being played with --running, id first', async () => {
    const created = await suite.cli('create', 'arras');
    const gameId = created.stdout.trim();
    const open = await suite.cli('games');
    expect({ code: open.code, stderr: open.stderr }).toEqual({ code: 0, stderr: '' });
    expect(lineOf(open.stdout, gameId)).toMatch(/ {2}Arras 1940 {2}allied to play, started \S+ {2}allied free, german free$/);

    await suite.cli('join', gameId, 'allied');
    await suite.cli('join', gameId, 'german');
    expect(lineOf((await suite.cli('games')).stdout, gameId)).toBeUndefined();
    expect(lineOf((await suite.cli('games', '--running')).stdout, gameId)).toMatch(/allied taken, german taken$/);
    // Of one game type only.
    expect(lineOf((await suite.cli('games', '--running', '--type', 'graf-spee')).stdout, gameId)).toBeUndefined();

    const againstComputer = (await suite.cli('create', 'arras', '--bot', 'german=random')).stdout.trim();
    expect(lineOf((await suite.cli('games', '--type', 'arras')).stdout, againstComputer)).toMatch(/allied free, german computer \(random\)$/);
  });

  it('refuses two lists at once, a limit out of range and an unknown game type, with the usage', async () => {
    for (const args of [['games', '--open', '--finished'], ['games', '--limit', '0'], ['games', '--type', 'chess'], ['games', 'extra']]) {
      const run = await suite.cli(...args);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^error: .+\n\nusage: /);
    }
  });
});
