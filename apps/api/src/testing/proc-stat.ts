/** What a /proc/PID/stat line says about whose CPU it is and how much it used, in seconds. */
export interface ProcStat {
  readonly command: string;
  readonly user: number;
  readonly system: number;
  /** The user + system time of its children that have exited and been waited for. */
  readonly reapedChildren: number;
}

const TICKS_PER_SECOND = 100;

/** One /proc/PID/stat line; null when it is not one. The command name (field 2) may hold spaces and parentheses. */
export function parseProcStat(stat: string): ProcStat | null {
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  // Fields 3 onwards follow the closing parenthesis: utime, stime, cutime and cstime are fields 14 to 17.
  const times = stat.slice(close + 2).trim().split(/\s+/).map(Number).slice(11, 15);
  if (times.length < 4 || times.some((value) => !Number.isFinite(value))) return null;
  const [utime = 0, stime = 0, cutime = 0, cstime = 0] = times;
  return { command: stat.slice(open + 1, close), user: utime / TICKS_PER_SECOND, system: stime / TICKS_PER_SECOND, reapedChildren: (cutime + cstime) / TICKS_PER_SECOND };
}
