// `node -r @swc-node/register tests/bench/src/profile-api.ts [clients] [seconds] [dir]`: a CPU profile of one API
// process on a fresh Postgres database under load (node --cpu-prof), for finding what to make faster.
import { createTestDatabase } from '@wargames/event-store/testing';
import { startApiProcess } from '@wargames/api/testing/api-process';
import { benchEnv } from './bench-env';
import { runLoad } from './load-run';

async function main(): Promise<void> {
  const [clients = '16', seconds = '10', dir = 'tmp/profiles'] = process.argv.slice(2);
  const database = await createTestDatabase();
  try {
    const api = await startApiProcess({ env: benchEnv({ DATABASE_URL: database.url }), nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
    try {
      const result = await runLoad([api.url], Number(clients), Number(seconds));
      console.log(`${clients} clients: ${result.commandsPerSecond.toFixed(0)} commands/s, p99 ${result.latency.p99.toFixed(1)} ms; profile in ${dir}`);
    } finally {
      await api.stop();
    }
  } finally {
    await database.drop();
  }
}

void main();
