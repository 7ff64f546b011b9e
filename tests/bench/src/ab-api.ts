// `node -r @swc-node/register tests/bench/src/ab-api.ts <clients> <seconds> <rounds> '<variant A>' '<variant B>' …`:
// A/B runs of the API under load, alternating variants back to back (the machine is shared and its load drifts); each
// round starts with the next variant (round-order.ts), since the second run of a pair was often the faster.
// A variant is space-separated words: `dist` runs the built API, `KEY=value` sets an environment variable, anything
// else is a Node flag (`--max-semi-space-size=32`); `processes=N` starts N API processes and splits the clients between them;
// `own-core` keeps the API alone on a core, Postgres and the clients on the others (core-layout.ts). Besides commands/s and p99 it prints the API's CPU milliseconds
// per command, which depends far less on the machine's load than the throughput does, Postgres's (its processes on
// this machine) and the clients' (this process). AB_WARMUP_SECONDS (default 2) sets the unmeasured run before each measured one: on a busy machine a
// longer one keeps the JIT's own compiling out of the CPU per command.
import { loadavg } from 'node:os';
import { cpuTimesOfAll, type ApiServer } from './api-server';
import { startApiAs } from './api-variant';
import { withOwnCore } from './core-layout';
import { runLoad } from './load-run';
import { postgresCpuSeconds } from './postgres-cpu';
import { runVariantRounds } from './variant-rounds';

async function main(): Promise<void> {
  const [clients = '16', seconds = '8', rounds = '2', ...labels] = process.argv.slice(2);
  await runVariantRounds(labels, '', Number(rounds), async (variant, round, databaseUrl) => {
    const apis: ApiServer[] = [];
    try {
      for (let i = 0; i < variant.processes; i++) apis.push(await startApiAs(variant, databaseUrl));
      const urls = apis.map((api) => api.url);
      const pids = apis.map((api) => api.pid);
      const measure = async () => {
        // A short unmeasured run first: the JIT and the caches settle.
        await runLoad(urls, Number(clients), Number(process.env['AB_WARMUP_SECONDS'] ?? 2), 0);
        const cpuBefore = cpuTimesOfAll(pids);
        const postgresBefore = postgresCpuSeconds();
        const clientsBefore = process.cpuUsage();
        const result = await runLoad(urls, Number(clients), Number(seconds), 0);
        const clientsCpu = process.cpuUsage(clientsBefore);
        return { result, cpuBefore, cpuAfter: cpuTimesOfAll(pids), postgresBefore, postgresAfter: postgresCpuSeconds(), clientSeconds: (clientsCpu.user + clientsCpu.system) / 1e6 };
      };
      const { result, cpuBefore, cpuAfter, postgresBefore, postgresAfter, clientSeconds } = variant.ownCore
        ? await withOwnCore(pids, measure, (why) => console.log(`  ${variant.label}: cores shared (${why})`))
        : await measure();
      const commands = result.commandsPerSecond * result.seconds;
      const perCommand = (seconds: number) => ((seconds * 1000) / commands).toFixed(2);
      console.log(
        `round ${round}  ${variant.label.padEnd(40)} ${clients} clients ${result.commandsPerSecond.toFixed(0).padStart(5)} commands/s  p99 ${result.latency.p99.toFixed(1).padStart(6)} ms  API CPU per command ${perCommand(cpuAfter.user - cpuBefore.user)} ms user + ${perCommand(cpuAfter.system - cpuBefore.system)} ms system  Postgres CPU per command ${perCommand(postgresAfter - postgresBefore)} ms  clients' ${perCommand(clientSeconds)} ms  RSS ${apis.reduce((sum, api) => sum + api.rssMb(), 0).toFixed(0)} MB  games created ${result.gamesCreated} (p50 ${result.creation.p50.toFixed(0)} ms)  load ${loadavg()[0]?.toFixed(2)}`,
      );
    } finally {
      await Promise.all(apis.map((api) => api.stop()));
    }
  });
}

void main();
