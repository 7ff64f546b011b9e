import { probeCores } from './core-speed-probe';

describe('probeCores', () => {
  it('times the fixed work on every core it may use, all at once, a few probes a second', async () => {
    const { pinned, cores } = await probeCores(1);
    expect(cores.length).toBeGreaterThanOrEqual(1);
    for (const { cpu, probesMs } of cores) {
      // Pinned with taskset, each probe names its core; without it, one unpinned probe.
      expect(cpu === null).toBe(!pinned);
      // A probe every 250 ms for a second: four or five, each some CPU time.
      expect(probesMs.length).toBeGreaterThanOrEqual(3);
      for (const probeMs of probesMs) expect(probeMs).toBeGreaterThan(0);
    }
    if (pinned) expect(new Set(cores.map(({ cpu }) => cpu)).size).toBe(cores.length);
  }, 20_000);
});
