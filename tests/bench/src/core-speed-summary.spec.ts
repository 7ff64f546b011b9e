import { describeCoreSpeedBriefly, disagreementShare, summarizeCoreSpeed } from './core-speed-summary';

describe('summarizeCoreSpeed', () => {
  it('takes the fast speed from the 10th percentile and counts the probes near it', () => {
    // Two speeds, 13 and 23 ms, as this machine's cores show, and one lucky probe.
    const probes = [23, 13, 24, 13, 22, 14, 23, 12, 23, 13, 21, 6];
    const summary = summarizeCoreSpeed(probes);
    expect(summary.probes).toBe(12);
    expect(summary.fastMs).toBe(12);
    // The nearest-rank median, as the latency figures take theirs: the 6th of 12.
    expect(summary.medianMs).toBe(14);
    expect(summary.slowestMs).toBe(24);
    // 12 × 1.25 = 15: the 6, 12, three 13s and the 14 are fast; the six others slow.
    expect(summary.fastShare).toBeCloseTo(6 / 12);
  });

  it('says nothing of no probes', () => {
    expect(summarizeCoreSpeed([]).probes).toBe(0);
    expect(summarizeCoreSpeed([]).fastShare).toBeNaN();
  });
});

describe('disagreementShare', () => {
  it('is 0 when both cores change speed together and counts the moments they differ', () => {
    const together = [13, 23, 13, 23, 13, 23, 13, 23, 13, 23];
    expect(disagreementShare(together, together.map((ms) => ms * 2))).toBe(0);
    const opposite = [23, 13, 23, 13, 23, 13, 23, 13, 23, 13];
    expect(disagreementShare(together, opposite)).toBe(1);
    expect(disagreementShare(together, [...together.slice(0, 5), ...opposite.slice(5)])).toBeCloseTo(0.5);
  });

  it('pairs only the moments both cores were probed', () => {
    expect(disagreementShare([13, 23], [13, 23, 23, 23])).toBe(0);
    expect(disagreementShare([], [13])).toBeNaN();
  });
});

describe('describeCoreSpeedBriefly', () => {
  it("names each core's median and fast speed, as a benchmark run prints them", () => {
    const line = describeCoreSpeedBriefly(
      { cores: [{ cpu: 0, probesMs: [10, 11, 12, 20, 21] }, { cpu: 1, probesMs: [19, 20, 22, 23, 25] }] },
      5,
    );
    expect(line).toContain('core-speed.ts, 5 s');
    expect(line).toContain('CPU 0 12.0 ms at the median (10.0 ms at the 10th percentile), CPU 1 22.0 ms at the median (19.0 ms at the 10th percentile)');
  });

  it('says when the one probe could not be pinned', () => {
    expect(describeCoreSpeedBriefly({ cores: [{ cpu: null, probesMs: [9] }] }, 5)).toContain('any CPU 9.00 ms at the median');
  });
});
