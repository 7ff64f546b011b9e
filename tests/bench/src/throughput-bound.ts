import { count, ms } from './latency-stats';

/**
 * From this share of a core on (the API's process, all its threads) its one Node thread counts as saturated: at 0.79–0.83
 * busy the thread was runnable 92–96 % of the time by its own schedstat, the rest on a core's queue (README, *Why 16
 * clients miss in slow phases*).
 */
export const SATURATED_SHARE = 0.78;

/**
 * Why a row below its throughput target gave what it gave, from the API's share of a core and its CPU per command: a
 * saturated process is bound by its CPU per command (and says what that would have to be for the target), one less
 * busy was waiting part of the time, on Postgres's appends or on the clients. Empty when the shares were not measured.
 */
export function throughputBound(commandsPerSecond: number, apiCores: number, target: number): string {
  if (!(commandsPerSecond > 0) || !(apiCores > 0) || !Number.isFinite(apiCores)) return '';
  const cpuMs = (apiCores * 1000) / commandsPerSecond;
  if (apiCores >= SATURATED_SHARE) {
    return `the API's process ${apiCores.toFixed(2)} busy (saturated) at ${ms(cpuMs)} of CPU per command; ${count(target)} commands/s at that share needs ≤ ${ms((apiCores * 1000) / target)}`;
  }
  return `the API's process only ${apiCores.toFixed(2)} busy at ${ms(cpuMs)} of CPU per command: it waited part of the time, on Postgres's appends or on the clients (at ${SATURATED_SHARE} busy, that CPU per command would give ≈ ${count((SATURATED_SHARE * 1000) / cpuMs)})`;
}
