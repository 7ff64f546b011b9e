import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { cpuTimesOfAll } from './api-server';
import { postgresCpuSeconds } from './postgres-cpu';

/** Where the machine's CPU went during a run, in cores' worth (1.0 = one core busy throughout). */
export interface CpuShares {
  /** Every process on the machine, from /proc/stat (idle and iowait excluded). */
  readonly machine: number;
  /** The API processes together. */
  readonly api: number;
  /** This benchmark process (the clients). */
  readonly client: number;
  /** The machine's Postgres server (NaN when it does not run here or /proc is missing). */
  readonly postgres: number;
  readonly cores: number;
}

interface Snapshot {
  readonly at: number;
  readonly machineBusy: number;
  readonly api: number;
  readonly client: number;
  readonly postgres: number;
}

/** Busy CPU seconds of the whole machine since boot (the first line of /proc/stat, in ticks of 1/100 s); NaN without /proc. */
function machineBusySeconds(): number {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal …: everything but idle and iowait is busy.
    const busy = fields.reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
    return busy / 100;
  } catch {
    return Number.NaN;
  }
}

function snapshot(apiPids: readonly number[]): Snapshot {
  const usage = process.cpuUsage();
  const api = cpuTimesOfAll(apiPids);
  return { at: performance.now(), machineBusy: machineBusySeconds(), api: api.user + api.system, client: (usage.user + usage.system) / 1e6, postgres: postgresCpuSeconds() };
}

/** Measures the CPU shares of whatever `work` does, with the API processes `apiPids`. */
export async function withCpuShares<T>(apiPids: readonly number[], work: () => Promise<T>): Promise<{ result: T; shares: CpuShares }> {
  const before = snapshot(apiPids);
  const result = await work();
  const after = snapshot(apiPids);
  const seconds = (after.at - before.at) / 1000;
  return {
    result,
    shares: {
      machine: (after.machineBusy - before.machineBusy) / seconds,
      api: (after.api - before.api) / seconds,
      client: (after.client - before.client) / seconds,
      postgres: (after.postgres - before.postgres) / seconds,
      cores: cpus().length,
    },
  };
}

/** "CPU: machine 1.98/2 cores, API 0.91, Postgres 0.52, clients 0.42" (Postgres left out when it is not on this machine). */
export function describeShares(shares: CpuShares): string {
  const postgres = Number.isFinite(shares.postgres) ? `, Postgres ${shares.postgres.toFixed(2)}` : '';
  return `CPU: machine ${shares.machine.toFixed(2)}/${shares.cores} cores, API ${shares.api.toFixed(2)}${postgres}, clients ${shares.client.toFixed(2)}`;
}
