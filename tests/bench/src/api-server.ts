import { builtApiEntry, cpuTimesOf, startApiProcess, type ApiBuild, type ApiProcess, type CpuTimes } from '@wargames/api/testing/api-process';
import { UNLIMITED_RATES } from '@wargames/api/testing/unlimited-rates';
import { serverNode } from './server-node';

export { cpuTimesOf, rssMbOf, type ApiBuild, type CpuTimes } from '@wargames/api/testing/api-process';

/** The user and system CPU seconds of several API processes, summed. */
export function cpuTimesOfAll(pids: readonly number[]): CpuTimes {
  return pids.reduce<CpuTimes>(
    (sum, pid) => {
      const times = cpuTimesOf(pid);
      return { user: sum.user + times.user, system: sum.system + times.system };
    },
    { user: 0, system: 0 },
  );
}

/** The production build of the API, when `npm run build` has made one. */
export const builtEntry = builtApiEntry;

export type ApiServer = ApiProcess;

/**
 * Starts one API process for a benchmark (through the shared @wargames/api/testing/api-process): production mode,
 * one malloc arena as the Docker image and `npm start` run it, rates unlimited (the benchmark would otherwise measure
 * the rate limiter) and the default log level (a log line per request is part of the cost measured), on the dev path
 * (`@swc-node/register` on the sources, what `npm start` runs) or the built `dist/apps/api/main.js`. `env` overrides
 * any of these (`MALLOC_ARENA_MAX=0` is glibc's default: as many arenas as it likes). It runs on production's Node
 * release (server-node.ts) unless `nodeBinary` names another.
 */
export function startApi(env: Record<string, string>, build: ApiBuild = 'dev', extraNodeArgs: string[] = [], nodeBinary = serverNode().path): Promise<ApiServer> {
  return startApiProcess({ env: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '1', LOG_LEVEL: 'info', ...UNLIMITED_RATES, ...env }, build, nodeArgs: extraNodeArgs, nodeBinary });
}
