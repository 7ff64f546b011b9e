/** One Lighthouse 12.2.3 run (pinned in the root package.json) with Debian's Chromium: scores and the metrics behind them. */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../src/support/paths';

const LIGHTHOUSE = join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export interface Scores {
  readonly performance: number;
  readonly accessibility: number;
  /** The metrics behind the performance score, as Lighthouse prints them (FCP, LCP, TBT, CLS, Speed Index). */
  readonly metrics: string;
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

export function lighthouse(url: string, preset: 'mobile' | 'desktop'): Scores {
  const dir = mkdtempSync(join(tmpdir(), 'wargames-lighthouse-'));
  const out = join(dir, 'report.json');
  const result = spawnSync(
    process.execPath,
    [
      LIGHTHOUSE,
      url,
      '--quiet',
      '--no-enable-error-reporting',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync`,
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr.slice(-2000)}`);
  // LIGHTHOUSE_REPORTS=<folder> keeps each report (to see what the largest paint was, which scripts ran, …).
  const keep = process.env['LIGHTHOUSE_REPORTS'];
  if (keep) copyFileSync(out, join(keep, `${new URL(url).port}-${new URL(url).pathname.replace(/\W+/g, '_')}-${preset}-${Date.now()}.json`));
  const report = JSON.parse(readFileSync(out, 'utf8')) as { categories: Record<string, { score: number }>; audits: Record<string, { displayValue?: string }> };
  rmSync(dir, { recursive: true, force: true });
  return {
    performance: Math.round((report.categories['performance']?.score ?? 0) * 100),
    accessibility: Math.round((report.categories['accessibility']?.score ?? 0) * 100),
    metrics: METRICS.map((id) => `${id.replace(/-/g, ' ')} ${report.audits[id]?.displayValue ?? '?'}`).join(', '),
  };
}

