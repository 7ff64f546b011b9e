import type { BalanceReport } from './balance-report';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An SVG chart of a balance report: win rates with their 95% intervals, the histogram of the game's measure (Graf
 * Spee's final score, Arras's turn marker), and how games end. Plain SVG, no script, no external font.
 */
export function balanceChart(title: string, measureName: string, report: BalanceReport, subtitle = ''): string {
  const width = 720;
  const parts: string[] = [];
  const text = (x: number, y: number, value: string, extra = '') => parts.push(`<text x="${x}" y="${y}" ${extra}>${escape(value)}</text>`);
  text(20, 24, title, 'font-size="15" font-weight="bold"');
  text(20, 42, `${subtitle ? `${subtitle}, ` : ''}${report.games} games`, 'font-size="12"');

  // Win rates with Wilson 95% intervals.
  text(20, 60, 'win rate, 95% CI (Wilson)', 'font-size="12"');
  const barX = 110;
  const barW = 560;
  report.wins.forEach((row, i) => {
    const y = 68 + i * 26;
    text(20, y + 14, row.role, 'font-size="12"');
    parts.push(`<rect x="${barX}" y="${y}" width="${barW}" height="18" fill="#eee"/>`);
    parts.push(`<rect x="${barX}" y="${y}" width="${(row.rate * barW).toFixed(1)}" height="18" fill="${i === 0 ? '#4a6fa5' : '#b5523b'}"/>`);
    parts.push(`<line x1="${(barX + row.low * barW).toFixed(1)}" x2="${(barX + row.high * barW).toFixed(1)}" y1="${y + 9}" y2="${y + 9}" stroke="#000" stroke-width="2"/>`);
    text(barX + barW + 6, y + 14, `${(row.rate * 100).toFixed(1)}%`, 'font-size="11"');
  });
  parts.push(`<line x1="${barX + barW / 2}" x2="${barX + barW / 2}" y1="64" y2="${68 + report.wins.length * 26}" stroke="#888" stroke-dasharray="3 3"/>`);

  // Histogram of the measure.
  const top = 90 + report.wins.length * 26;
  text(20, top, `${measureName}: games per value`, 'font-size="12"');
  const histogram = [...report.measure.histogram].sort((a, b) => a[0] - b[0]);
  const maxCount = Math.max(1, ...histogram.map(([, c]) => c));
  const lo = Math.min(...histogram.map(([v]) => v), 0);
  const hi = Math.max(...histogram.map(([v]) => v), 1);
  const slot = barW / (hi - lo + 1);
  for (const [value, count] of histogram) {
    const h = (count / maxCount) * 120;
    const x = barX + (value - lo) * slot;
    parts.push(`<rect x="${x.toFixed(1)}" y="${(top + 140 - h).toFixed(1)}" width="${Math.max(1, slot - 2).toFixed(1)}" height="${h.toFixed(1)}" fill="#6b8e4e"><title>${value}: ${count}</title></rect>`);
  }
  for (let v = lo; v <= hi; v += Math.max(1, Math.ceil((hi - lo + 1) / 12))) text(barX + (v - lo) * slot, top + 154, String(v), 'font-size="10"');

  // How games end.
  const endsTop = top + 180;
  text(20, endsTop, 'how games end', 'font-size="12"');
  report.reasons.forEach((r, i) => {
    const y = endsTop + 10 + i * 22;
    text(20, y + 12, r.reason, 'font-size="11"');
    parts.push(`<rect x="${barX + 40}" y="${y}" width="${(r.share * (barW - 40)).toFixed(1)}" height="14" fill="#8c7aa9"/>`);
    text(barX + 44 + r.share * (barW - 40), y + 12, `${(r.share * 100).toFixed(1)}%`, 'font-size="10"');
  });
  const height = endsTop + 20 + report.reasons.length * 22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">\n<rect width="100%" height="100%" fill="#fff"/>\n${parts.join('\n')}\n</svg>\n`;
}
