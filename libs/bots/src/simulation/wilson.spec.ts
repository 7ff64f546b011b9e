import { wilsonInterval } from './wilson';

describe('wilsonInterval', () => {
  it('matches the textbook values', () => {
    // 8 of 10: Wilson 95% ≈ [0.490, 0.943].
    const { low, high, rate } = wilsonInterval(8, 10);
    expect(rate).toBe(0.8);
    expect(low).toBeCloseTo(0.4902, 3);
    expect(high).toBeCloseTo(0.9433, 3);
  });

  it('stays inside [0, 1] at the ends and narrows with more games', () => {
    expect(wilsonInterval(0, 20).low).toBe(0);
    expect(wilsonInterval(20, 20).high).toBe(1);
    expect(wilsonInterval(20, 20).low).toBeGreaterThan(0.8);
    const few = wilsonInterval(5, 10);
    const many = wilsonInterval(500, 1000);
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1, rate: 0 });
  });
});
