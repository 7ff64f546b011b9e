import type { Role } from '@wargames/engine';
import type { GameSummary } from './game-summary';
import { wilsonInterval } from './wilson';

export interface Distribution {
  readonly mean: number;
  readonly median: number;
  readonly p10: number;
  readonly p90: number;
  readonly min: number;
  readonly max: number;
  /** value → games */
  readonly histogram: readonly (readonly [number, number])[];
}

export interface BalanceReport {
  readonly games: number;
  readonly wins: readonly { role: Role | 'none'; wins: number; rate: number; low: number; high: number }[];
  readonly turns: Distribution;
  readonly commands: Distribution;
  readonly measure: Distribution;
  readonly reasons: readonly { reason: string; games: number; share: number }[];
  /** Mean and slowest decision per role, in ms. */
  readonly thinking: readonly { role: Role; meanMs: number; slowestMs: number; decisions: number }[];
}

function distribution(values: readonly number[]): Distribution {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const counts = new Map<number, number>();
  for (const value of sorted) counts.set(value, (counts.get(value) ?? 0) + 1);
  return {
    mean: sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length),
    median: at(0.5),
    p10: at(0.1),
    p90: at(0.9),
    min: sorted[0] ?? 0,
    max: sorted[sorted.length - 1] ?? 0,
    histogram: [...counts.entries()],
  };
}

/** Win rates with Wilson 95% intervals, lengths, the game's own measure, how games end, and thinking times. */
export function balanceReport(roles: readonly Role[], games: readonly GameSummary[]): BalanceReport {
  const n = games.length;
  const winners: (Role | 'none')[] = [...roles, 'none'];
  const wins = winners
    .map((role) => {
      const count = games.filter((g) => (g.winner ?? 'none') === role).length;
      const { low, high, rate } = wilsonInterval(count, n);
      return { role, wins: count, rate, low, high };
    })
    .filter((row) => row.role !== 'none' || row.wins > 0);
  const reasonCounts = new Map<string, number>();
  for (const g of games) reasonCounts.set(g.reason, (reasonCounts.get(g.reason) ?? 0) + 1);
  const reasons = [...reasonCounts.entries()].sort((a, b) => b[1] - a[1]).map(([reason, count]) => ({ reason, games: count, share: count / Math.max(1, n) }));
  const thinking = roles.map((role) => {
    const total = games.reduce((sum, g) => sum + (g.thinkingMs[role] ?? 0), 0);
    const decisions = games.reduce((sum, g) => sum + (g.decisions[role] ?? 0), 0);
    const slowestMs = games.reduce((max, g) => Math.max(max, g.slowestMs[role] ?? 0), 0);
    return { role, meanMs: total / Math.max(1, decisions), slowestMs, decisions };
  });
  return {
    games: n,
    wins,
    turns: distribution(games.map((g) => g.turns)),
    commands: distribution(games.map((g) => g.commands)),
    measure: distribution(games.map((g) => g.measure)),
    reasons,
    thinking,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The report as text, for the terminal and the README. */
export function formatReport(title: string, measureName: string, report: BalanceReport): string {
  const lines = [`${title} — ${report.games} games`];
  for (const row of report.wins) lines.push(`  ${row.role.padEnd(8)} wins ${String(row.wins).padStart(6)}  ${pct(row.rate).padStart(6)}  (95% CI ${pct(row.low)}–${pct(row.high)}, Wilson)`);
  const d = (name: string, dist: Distribution, digits = 1) =>
    `  ${name}: mean ${dist.mean.toFixed(digits)}, median ${dist.median}, 10–90% ${dist.p10}–${dist.p90}, range ${dist.min}–${dist.max}`;
  lines.push(d('turns', report.turns), d('commands', report.commands), d(measureName, report.measure));
  lines.push(`  ${measureName} histogram: ${report.measure.histogram.map(([value, count]) => `${value}:${count}`).join(' ')}`);
  lines.push(`  how games end: ${report.reasons.map((r) => `${r.reason} ${pct(r.share)}`).join(', ')}`);
  lines.push(`  thinking: ${report.thinking.map((t) => `${t.role} ${t.meanMs.toFixed(1)} ms/decision (slowest ${t.slowestMs.toFixed(0)} ms)`).join(', ')}`);
  return lines.join('\n');
}
