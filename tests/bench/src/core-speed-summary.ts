import type { CoreSpeedProbes } from './core-speed-probe';
import { ms, percentile } from './latency-stats';

/** What one core's probes say: how long the same fixed work took, and how often the core ran at its fast speed. */
export interface CoreSpeedSummary {
  readonly probes: number;
  /** The 10th percentile of the probes' CPU milliseconds: the core's fast speed, not spoiled by one lucky probe. */
  readonly fastMs: number;
  readonly medianMs: number;
  readonly slowestMs: number;
  /** The share of probes within FAST_MARGIN of fastMs. */
  readonly fastShare: number;
}

/** A probe counts as fast within this factor of the core's fast speed (the machine's two speeds are ≈ ×1.8 apart). */
export const FAST_MARGIN = 1.25;

/** The CPU milliseconds of each probe of one core, in the order taken. */
export function summarizeCoreSpeed(probesMs: readonly number[]): CoreSpeedSummary {
  if (probesMs.length === 0) return { probes: 0, fastMs: Number.NaN, medianMs: Number.NaN, slowestMs: Number.NaN, fastShare: Number.NaN };
  const sorted = [...probesMs].sort((a, b) => a - b);
  const fastMs = percentile(sorted, 10);
  return {
    probes: sorted.length,
    fastMs,
    medianMs: percentile(sorted, 50),
    slowestMs: sorted[sorted.length - 1] as number,
    fastShare: sorted.filter((ms) => ms <= fastMs * FAST_MARGIN).length / sorted.length,
  };
}

/**
 * Of the moments both cores were probed (the i-th probe of each, taken at the same times), the share where the two
 * disagreed, one fast and one slow: near 0 when the whole machine changes speed at once, larger when each core does.
 */
export function disagreementShare(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  if (n === 0) return Number.NaN;
  const fastA = summarizeCoreSpeed(a).fastMs * FAST_MARGIN;
  const fastB = summarizeCoreSpeed(b).fastMs * FAST_MARGIN;
  let differ = 0;
  for (let i = 0; i < n; i++) if ((a[i] as number) <= fastA !== (b[i] as number) <= fastB) differ++;
  return differ / n;
}

/** How a probed core is named in print: its CPU, or "any CPU" for the one probe taskset could not pin. */
export function coreLabel(cpu: number | null): string {
  return cpu === null ? 'any CPU' : `CPU ${cpu}`;
}

/**
 * One line for a benchmark run: each core's median probe (and its fast speed), so that a run says which phase of the
 * machine it met. Lower is faster.
 */
export function describeCoreSpeedBriefly({ cores }: CoreSpeedProbes, seconds: number): string {
  const perCore = cores.map(({ cpu, probesMs }) => {
    const s = summarizeCoreSpeed(probesMs);
    return `${coreLabel(cpu)} ${ms(s.medianMs)} at the median (${ms(s.fastMs)} at the 10th percentile)`;
  });
  return `cores just before (core-speed.ts, ${seconds} s: the same fixed work on each, CPU per probe; lower is faster, a core runs it at one of two speeds ≈ ×1.8 apart): ${perCore.join(', ')}`;
}
