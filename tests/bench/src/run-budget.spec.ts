import { RunBudget } from './run-budget';

describe("the benchmark's time", () => {
  const clockAt = (times: number[]): (() => number) => {
    let now = 0;
    return () => {
      now = times.shift() ?? now;
      return now;
    };
  };

  it('stamps where a section starts in the run', () => {
    const budget = new RunBudget(540_000, clockAt([1_000, 213_600]));
    expect(budget.stamp()).toBe('at 213 s');
  });

  it('lets a section run while it and what must follow fit, and not once they do not', () => {
    let now = 0;
    const budget = new RunBudget(540_000, () => now);
    now = 400_000;
    expect(budget.allows(60_000, 80_000)).toBe(true);
    expect(budget.allows(60_000, 80_001)).toBe(false);
    expect(budget.allows(140_001)).toBe(false);
    now = 541_000;
    expect(budget.allows(0)).toBe(false);
  });

  it('says what it skipped, how much time was left and how much it needed', () => {
    let now = 0;
    const budget = new RunBudget(540_000, () => now);
    now = 470_400;
    expect(budget.skipped('Start-up', 30_000, 60_000)).toBe("  Start-up: skipped, 70 s left of the run's 540 s and ≈ 90 s needed with what follows");
    now = 600_000;
    expect(budget.skipped('Start-up', 30_000)).toContain('0 s left');
  });
});
