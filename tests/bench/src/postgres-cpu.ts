import { readdirSync, readFileSync } from 'node:fs';

/** The fields of /proc/PID/stat that say whose CPU it is and how much it used, in seconds. */
export interface ProcessCpu {
  readonly command: string;
  /** The process's own user + system time. */
  readonly own: number;
  /** The user + system time of its children that have exited and been waited for. */
  readonly reapedChildren: number;
}

const TICKS_PER_SECOND = 100;

/** One /proc/PID/stat line; null when it is not one. The command name (field 2) may hold spaces and parentheses. */
export function parseProcStat(stat: string): ProcessCpu | null {
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  // Fields 3 onwards follow the closing parenthesis: utime, stime, cutime and cstime are fields 14 to 17.
  const fields = stat.slice(close + 2).trim().split(/\s+/).map(Number);
  const times = fields.slice(11, 15);
  if (times.length < 4 || times.some((value) => !Number.isFinite(value))) return null;
  const [utime = 0, stime = 0, cutime = 0, cstime = 0] = times;
  return { command: stat.slice(open + 1, close), own: (utime + stime) / TICKS_PER_SECOND, reapedChildren: (cutime + cstime) / TICKS_PER_SECOND };
}

/**
 * CPU seconds used so far by the machine's Postgres server: every process named `postgres` (the postmaster, its
 * backends and workers) plus, through the postmaster's children's time, the backends that have already exited. The
 * benchmark's Postgres runs on this machine (127.0.0.1), so its share is this difference over a run. NaN without /proc.
 */
export function postgresCpuSeconds(readStats: () => Iterable<string> = procStats): number {
  let seconds = 0;
  let found = false;
  for (const stat of readStats()) {
    const cpu = parseProcStat(stat);
    if (!cpu || !cpu.command.startsWith('postgres')) continue;
    found = true;
    seconds += cpu.own + cpu.reapedChildren;
  }
  return found ? seconds : Number.NaN;
}

function* procStats(): Iterable<string> {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      yield readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      // The process ended between the listing and the read.
    }
  }
}
