import type { ApiServer } from './api-server';
import { newGame } from './graf-spee-player';
import { GraphqlHttp } from './graphql-http';

export interface CreationFigure {
  readonly games: number;
  readonly wallMs: number;
  /** The API's CPU (user + system) per game created, its two seats claimed. */
  readonly cpuMsPerGame: number;
}

/**
 * `games` Graf Spee games created at once, both seats claimed (three requests each: the cold path through Prisma),
 * and the API's CPU for them: the load rows include each client's creations, and this says what one costs.
 */
export async function creationFigure(api: ApiServer, games: number): Promise<CreationFigure> {
  const http = new GraphqlHttp(api.url, games);
  try {
    const before = api.cpuTimes();
    const started = performance.now();
    await Promise.all(Array.from({ length: games }, () => newGame(http)));
    const wallMs = performance.now() - started;
    const after = api.cpuTimes();
    return { games, wallMs, cpuMsPerGame: ((after.user + after.system - before.user - before.system) * 1000) / games };
  } finally {
    http.close();
  }
}
