// `node -r @swc-node/register tests/bench/src/profile-api.ts [clients] [seconds] [dir] ['<variant>']`: a CPU profile
// of one API process on a fresh Postgres database under load (node --cpu-prof), for finding what to make faster. The
// variant's words are those of ab-api.ts (`dist`, `own-core`, KEY=value, Node flags).
import { createTestDatabase } from '@wargames/event-store/testing';
import { parseVariant, startApiAs } from './api-variant';
import { withOwnCore } from './core-layout';
import { runLoad } from './load-run';

async function main(): Promise<void> {
  const [clients = '16', seconds = '10', dir = 'tmp/profiles', label = ''] = process.argv.slice(2);
  const variant = parseVariant(label);
  const database = await createTestDatabase();
  try {
    const api = await startApiAs(variant, database.url, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
    try {
      const load = () => runLoad([api.url], Number(clients), Number(seconds));
      const result = variant.ownCore ? await withOwnCore([api.pid], load, (why) => console.log(`cores shared: ${why}`)) : await load();
      console.log(`${clients} clients: ${result.commandsPerSecond.toFixed(0)} commands/s, p99 ${result.latency.p99.toFixed(1)} ms; profile in ${dir}`);
    } finally {
      await api.stop();
    }
  } finally {
    await database.drop();
  }
}

void main();
