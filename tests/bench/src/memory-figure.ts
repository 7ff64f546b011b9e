import { newTally, playGames } from './graf-spee-player';
import { GraphqlHttp } from './graphql-http';
import type { ApiServer } from './api-server';
import { seededRandom } from './seeded-random';

export interface MemoryFigure {
  readonly games: number;
  readonly idleMb: number;
  readonly loadedMb: number;
  /** RSS once the process has been idle for `settleSeconds` (V8's memory reducer runs on idle processes). */
  readonly settledMb: number;
}

/**
 * Resident memory of one API process with `games` games in progress: 16 clients create them, claim both seats and
 * play 10 commands in each, so each one is cached with its rows and folded state the way a running game is.
 */
export async function memoryWithGames(api: ApiServer, games: number, settleSeconds = 15): Promise<MemoryFigure> {
  const idleMb = api.rssMb();
  const clients = 16;
  const http = new GraphqlHttp(api.url, clients);
  const perClient = Math.ceil(games / clients);
  const deadline = performance.now() + 300_000;
  const tallies = Array.from({ length: clients }, () => newTally());
  await Promise.all(tallies.map((tally, i) => playGames(http, seededRandom(700 + i), deadline, tally, `mem-${i}`, { maxGames: perClient, maxCommandsPerGame: 10 })));
  http.close();
  const loadedMb = api.rssMb();
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  return { games: perClient * clients, idleMb, loadedMb, settledMb: api.rssMb() };
}
