import { readdirSync, readFileSync } from 'node:fs';
import { parseProcStat } from '@wargames/api/testing/proc-stat';

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
    seconds += cpu.user + cpu.system + cpu.reapedChildren;
  }
  return found ? seconds : Number.NaN;
}

/** The process ids of the machine's Postgres server (the postmaster, its backends and workers). */
export function postgresPids(readStats: () => Iterable<string> = procStats): number[] {
  const pids: number[] = [];
  for (const stat of readStats()) {
    const cpu = parseProcStat(stat);
    if (cpu?.command.startsWith('postgres')) pids.push(Number.parseInt(stat, 10));
  }
  return pids;
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
