import { probeCores } from './core-speed-probe';

describe('probeCores', () => {
  it('times the fixed work on every core it may use, all at once, a few probes a second', async () => {
    const { cores } = await probeCores(1);
    expect(cores.length).toBeGreaterThanOrEqual(1);
    // Pinned with taskset, each probe names a core of its own; without it, one unpinned probe.
    if (cores.some(({ cpu }) => cpu === null)) expect(cores).toHaveLength(1);
    else expect(new Set(cores.map(({ cpu }) => cpu)).size).toBe(cores.length);
    for (const { probesMs } of cores) {
      // A probe every 250 ms for a second: four or five, each some CPU time.
      expect(probesMs.length).toBeGreaterThanOrEqual(3);
      for (const probeMs of probesMs) expect(probeMs).toBeGreaterThan(0);
    }
  }, 20_000);
});
