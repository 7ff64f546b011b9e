// `node -r @swc-node/register tests/bench/src/memory-api.ts <games> '<variant A>' '<variant B>' …`: the resident
// memory of one API process with that many games in progress, per variant (words as in ab-api.ts: `dist`, KEY=value,
// Node flags), each on a fresh database.
import { loadavg } from 'node:os';
import { createTestDatabase } from '@wargames/event-store/testing';
import { parseVariants, startApiAs } from './api-variant';
import { memoryWithGames } from './memory-figure';

async function main(): Promise<void> {
  const [games = '1000', ...labels] = process.argv.slice(2);
  for (const variant of parseVariants(labels, '')) {
    const database = await createTestDatabase();
    try {
      const api = await startApiAs(variant, database.url);
      try {
        const figure = await memoryWithGames(api, Number(games));
        console.log(
          `${variant.label.padEnd(50)} ${figure.games} games: RSS idle ${figure.idleMb.toFixed(0)} MB, loaded ${figure.loadedMb.toFixed(0)} MB, 15 s later ${figure.settledMb.toFixed(0)} MB  (load ${loadavg()[0]?.toFixed(2)})`,
        );
      } finally {
        await api.stop();
      }
    } finally {
      await database.drop();
    }
  }
}

void main();
