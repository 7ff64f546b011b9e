import { parseProcStat } from './proc-stat';

describe('parseProcStat (/proc/PID/stat)', () => {
  it('reads a line whose command name holds spaces and parentheses: utime, stime and the reaped children, in seconds', () => {
    // A Postgres backend rewrites its command line; fields 14–17 are utime, stime, cutime, cstime in 1/100 s.
    const backend = '4242 (postgres: postgres wargames 127.0.0.1(5000) idle) S 100 4242 4242 0 -1 4194304 500 0 0 0 250 50 1000 234 20 0 1 0 900 1000 10';
    expect(parseProcStat(backend)).toEqual({ command: 'postgres: postgres wargames 127.0.0.1(5000) idle', user: 2.5, system: 0.5, reapedChildren: 12.34 });
  });

  it('says null for what is not a stat line', () => {
    expect(parseProcStat('not a stat line')).toBeNull();
    expect(parseProcStat('1 (x) S 1 2')).toBeNull();
  });
});
