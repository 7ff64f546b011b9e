import { throughputBound } from './throughput-bound';

describe('why a row missed its throughput target', () => {
  it('a saturated API is bound by its CPU per command, and is told what the target needs (the run of 6 December 10:08)', () => {
    expect(throughputBound(1_594, 0.85, 2_340)).toBe("the API's process 0.85 busy (saturated) at 0.53 ms of CPU per command; 2,340 commands/s at that share needs ≤ 0.36 ms");
  });

  it('an API less busy was waiting part of the time, whatever its CPU per command (the run of 6 December 08:32)', () => {
    expect(throughputBound(2_044, 0.72, 2_340)).toBe(
      "the API's process only 0.72 busy at 0.35 ms of CPU per command: it waited part of the time, on Postgres's appends or on the clients (at 0.78 busy, that CPU per command would give ≈ 2,214)",
    );
  });

  it("counts 0.78 of a core as saturated, as the thread's own schedstat did at 0.79–0.83", () => {
    expect(throughputBound(2_053, 0.79, 2_340)).toMatch(/^the API's process 0\.79 busy \(saturated\) at 0\.38 ms/);
    expect(throughputBound(2_053, 0.77, 2_340)).toMatch(/^the API's process only 0\.77 busy/);
  });

  it('says nothing when the shares were not measured or nothing was answered', () => {
    expect(throughputBound(1_594, Number.NaN, 2_340)).toBe('');
    expect(throughputBound(0, 0.85, 2_340)).toBe('');
  });
});
