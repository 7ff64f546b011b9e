/** One Lighthouse 12.2.3 run (pinned in the root package.json) with Debian's Chromium: scores and the metrics behind them. */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  /**
   * With `cpuTime`: the performance score and metrics again, from the same trace with every event's wall-clock
   * duration replaced by its thread (CPU) duration. Lighthouse's simulation multiplies the main thread's task times by 4
   * (the mobile preset); on a shared machine those times also hold the time the thread waited for a core, which moves
   * the score by ±10 between runs. The thread times leave that out, so builds compared this way differ by their own
   * work. Not Lighthouse's figure: for A/B comparisons only.
   */
  readonly cpu?: { readonly performance: number; readonly metrics: string };
}

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { displayValue?: string }>;
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

const performanceOf = (report: Report) => Math.round((report.categories['performance']?.score ?? 0) * 100);
const metricsOf = (report: Report) => METRICS.map((id) => `${id.replace(/-/g, ' ')} ${report.audits[id]?.displayValue ?? '?'}`).join(', ');

export function lighthouse(url: string, preset: 'mobile' | 'desktop', options: { readonly cpuTime?: boolean } = {}): Scores {
  const dir = mkdtempSync(join(tmpdir(), 'wargames-lighthouse-'));
  const out = join(dir, 'report.json');
  const artifacts = join(dir, 'artifacts');
  const run = (output: string, mode: string[]) => {
    const result = spawnSync(
      process.execPath,
      [
        LIGHTHOUSE,
        url,
        '--quiet',
        '--no-enable-error-reporting',
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync`,
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
        ...mode,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr.slice(-2000)}`);
  };
  // -GA: gather and audit, keeping the artifacts (the trace) for a second audit (-A) from thread times.
  run(out, options.cpuTime ? [`-GA=${artifacts}`] : []);
  let cpu: Scores['cpu'];
  if (options.cpuTime) {
    const traceFile = join(artifacts, readdirSync(artifacts).find((name) => name.endsWith('.trace.json')) ?? 'defaultPass.trace.json');
    const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: { dur?: number; tdur?: number }[] } | { dur?: number; tdur?: number }[];
    for (const event of Array.isArray(trace) ? trace : trace.traceEvents) if (typeof event.dur === 'number' && typeof event.tdur === 'number') event.dur = event.tdur;
    writeFileSync(traceFile, JSON.stringify(trace));
    const cpuOut = join(dir, 'cpu-report.json');
    run(cpuOut, [`-A=${artifacts}`]);
    const cpuReport = JSON.parse(readFileSync(cpuOut, 'utf8')) as Report;
    cpu = { performance: performanceOf(cpuReport), metrics: metricsOf(cpuReport) };
  }
  // LIGHTHOUSE_REPORTS=<folder> keeps each report (to see what the largest paint was, which scripts ran, …).
  const keep = process.env['LIGHTHOUSE_REPORTS'];
  if (keep) copyFileSync(out, join(keep, `${new URL(url).port}-${new URL(url).pathname.replace(/\W+/g, '_')}-${preset}-${Date.now()}.json`));
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  rmSync(dir, { recursive: true, force: true });
  return {
    performance: performanceOf(report),
    accessibility: Math.round((report.categories['accessibility']?.score ?? 0) * 100),
    metrics: metricsOf(report),
    ...(cpu ? { cpu } : {}),
  };
}

