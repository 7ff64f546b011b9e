import type { GameSummary } from './game-summary';
import { gamesLogLine, readGamesLog, seedRanges, type LoggedGame } from './games-log';

const summary = (winner: string | null, measure: number): GameSummary => ({
  winner,
  reason: winner === 'german' ? 'spee-exited' : 'spee-sunk',
  commands: 100,
  turns: 10,
  measure,
  thinkingMs: { german: 10, british: 30 },
  decisions: { german: 5, british: 10 },
  slowestMs: { german: 4, british: 9 },
});
const logged = (seed: number, winner: string | null, overrides: Partial<LoggedGame> = {}): LoggedGame => ({
  game: 'graf-spee',
  options: { surePointsPerIcon: true },
  levels: { german: 'search', british: 'search' },
  seed,
  summary: summary(winner, seed),
  ...overrides,
});

describe('games log', () => {
  it('reads back the games of several pieces of a run, in order, with their seeds', () => {
    const text = [logged(1, 'german'), logged(2, 'british')].map(gamesLogLine).join('') + '\n' + gamesLogLine(logged(7, null));
    const result = readGamesLog(text);
    expect(result).toEqual({
      ok: true,
      game: 'graf-spee',
      options: { surePointsPerIcon: true },
      levels: { german: 'search', british: 'search' },
      seeds: [1, 2, 7],
      summaries: [summary('german', 1), summary('british', 2), summary(null, 7)],
    });
  });

  it('takes the levels in any key order as the same pairing', () => {
    const text = gamesLogLine(logged(1, 'german')) + gamesLogLine(logged(2, 'german', { levels: { british: 'search', german: 'search' } }));
    expect(readGamesLog(text).ok).toBe(true);
  });

  it('refuses a mix of rule sets, pairings or games, and names the seed', () => {
    const otherRule = gamesLogLine(logged(1, 'german')) + gamesLogLine(logged(2, 'german', { options: { surePointsPerIcon: false } }));
    expect(readGamesLog(otherRule)).toEqual({ ok: false, error: expect.stringContaining('seed 2 was played as') });
    const otherLevels = gamesLogLine(logged(1, 'german')) + gamesLogLine(logged(2, 'german', { levels: { german: 'search', british: 'heuristic' } }));
    expect(readGamesLog(otherLevels).ok).toBe(false);
    const otherGame = gamesLogLine(logged(1, 'german')) + gamesLogLine(logged(2, 'german', { game: 'arras' }));
    expect(readGamesLog(otherGame).ok).toBe(false);
  });

  it('refuses a seed logged twice, a line that is not a game and an empty log', () => {
    expect(readGamesLog(gamesLogLine(logged(3, 'german')).repeat(2))).toEqual({ ok: false, error: 'seed 3 is logged twice' });
    expect(readGamesLog(`${gamesLogLine(logged(1, 'german'))}{"seed":2}\n`)).toEqual({ ok: false, error: expect.stringContaining('line 2 is not a logged game') });
    expect(readGamesLog('not json\n')).toEqual({ ok: false, error: 'line 1 is not JSON' });
    expect(readGamesLog('\n')).toEqual({ ok: false, error: 'the log holds no game' });
  });

  it('names the seeds as ranges', () => {
    expect(seedRanges([5, 1, 2, 3, 101, 102, 9])).toBe('1–3, 5, 9, 101–102');
    expect(seedRanges([4])).toBe('4');
    expect(seedRanges([])).toBe('');
  });
});
