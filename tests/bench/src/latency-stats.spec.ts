import { count, ms, percentile, summarize } from './latency-stats';

describe('latency figures', () => {
  it('take the nearest-rank percentile', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarize unsorted samples', () => {
    expect(summarize([5, 1, 3, 2, 4])).toEqual({ count: 5, p50: 3, p95: 5, p99: 5, max: 5 });
    expect(summarize([]).count).toBe(0);
  });

  it('print milliseconds and counts readably, a dash for no figure', () => {
    expect(ms(1.234)).toBe('1.23 ms');
    expect(ms(12.34)).toBe('12.3 ms');
    expect(ms(123.4)).toBe('123 ms');
    expect(ms(Number.NaN)).toBe('–');
    expect(count(12345.6)).toBe('12,346');
  });
});
