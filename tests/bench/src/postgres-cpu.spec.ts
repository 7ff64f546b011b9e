import { postgresCpuSeconds, postgresPids } from './postgres-cpu';

// Two real lines' shapes: a backend (its command line rewritten, so the name holds spaces and a parenthesis) and the
// postmaster with 12.34 s of reaped children's time. Fields 14–17 are utime, stime, cutime, cstime in 1/100 s.
const backend = '4242 (postgres: postgres wargames 127.0.0.1(5000) idle) S 100 4242 4242 0 -1 4194304 500 0 0 0 250 50 0 0 20 0 1 0 900 1000 10 18446744073709551615';
const postmaster = '100 (postgres) S 1 100 100 0 -1 4194560 900 0 0 0 10 5 1000 234 20 0 1 0 50 2000 20 18446744073709551615';
const node = '200 (node) R 1 200 200 0 -1 4194304 900 0 0 0 9999 9999 0 0 20 0 11 0 60 3000 30 18446744073709551615';

describe('Postgres CPU from /proc', () => {
  it('counts every postgres process and the backends the postmaster reaped, and nothing else', () => {
    // backend 2.5 + 0.5; postmaster 0.1 + 0.05 own and 10 + 2.34 reaped.
    expect(postgresCpuSeconds(() => [backend, postmaster, node])).toBeCloseTo(3 + 0.15 + 12.34, 6);
  });

  it('says NaN when no Postgres runs here, and skips what is not a stat line', () => {
    expect(postgresCpuSeconds(() => [node])).toBeNaN();
    expect(postgresCpuSeconds(() => ['not a stat line', backend])).toBeCloseTo(3, 6);
  });

  it('lists the pids of the postgres processes only', () => {
    expect(postgresPids(() => [backend, node, postmaster, 'not a stat line'])).toEqual([4242, 100]);
    expect(postgresPids(() => [node])).toEqual([]);
  });
});
