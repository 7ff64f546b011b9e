import { balanceChart } from './balance-chart';
import { balanceReport, formatReport } from './balance-report';
import type { GameSummary } from './game-summary';

const game = (winner: string | null, reason: string, measure: number, turns: number): GameSummary => ({
  winner,
  reason,
  commands: turns * 10,
  turns,
  measure,
  thinkingMs: { german: 10, british: 30 },
  decisions: { german: 5, british: 10 },
  slowestMs: { german: 4, british: 9 },
});

describe('balanceReport', () => {
  const games = [game('german', 'spee-exited', 16, 12), game('british', 'spee-sunk', 3, 6), game('british', 'spee-sunk', 5, 8), game(null, 'unfinished', 7, 900)];
  const report = balanceReport(['german', 'british'], games);

  it('counts wins with intervals, ends, lengths and thinking', () => {
    expect(report.wins.map((w) => [w.role, w.wins])).toEqual([
      ['german', 1],
      ['british', 2],
      ['none', 1],
    ]);
    expect(report.wins[1]?.low).toBeLessThan(0.5);
    expect(report.reasons[0]).toEqual({ reason: 'spee-sunk', games: 2, share: 0.5 });
    expect(report.measure.histogram).toContainEqual([5, 1]);
    expect(report.thinking).toEqual([
      { role: 'german', meanMs: 2, slowestMs: 4, decisions: 20 },
      { role: 'british', meanMs: 3, slowestMs: 9, decisions: 40 },
    ]);
  });

  it('prints and draws it', () => {
    const text = formatReport('Graf Spee', 'final German score', report);
    expect(text).toContain('german   wins      1');
    expect(text).toContain('spee-sunk 50.0%');
    const svg = balanceChart('Graf Spee', 'final German score', report);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('spee-sunk');
    expect(svg).not.toContain('NaN');
  });
});
