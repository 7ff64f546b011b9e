import { GraphqlHttp } from './graphql-http';
import { summarize, type LatencySummary } from './latency-stats';
import { seededRandom } from './seeded-random';

const REPLAY_FRAME = `query Frame($gameId: ID!, $step: Int!) {
  replayFrame(gameId: $gameId, step: $step, perspective: "omniscient") { step steps version view pending }
}`;

export interface FinishedGame {
  readonly gameId: string;
  readonly version: number;
  readonly token: string;
}

/** The number of commands (replay steps) of a finished game. */
export async function stepsOf(url: string, game: FinishedGame): Promise<number> {
  const api = new GraphqlHttp(url, 1);
  try {
    return (await api.execute<{ replayFrame: { steps: number } }>(REPLAY_FRAME, { gameId: game.gameId, step: 0 }, game.token)).replayFrame.steps;
  } finally {
    api.close();
  }
}

/** Latencies of `samples` replay frames at random steps of one finished game, one request at a time. */
export async function warmFrames(url: string, game: FinishedGame, steps: number, samples: number): Promise<LatencySummary> {
  const api = new GraphqlHttp(url, 1);
  const random = seededRandom(77);
  const latencies: number[] = [];
  try {
    for (let i = 0; i < samples; i++) {
      const step = Math.floor(random() * (steps + 1));
      const started = performance.now();
      await api.execute(REPLAY_FRAME, { gameId: game.gameId, step }, game.token);
      latencies.push(performance.now() - started);
    }
  } finally {
    api.close();
  }
  return summarize(latencies);
}

/** The first replay frame (at the last step) of each game on a process that has not read these games yet. */
export async function coldFrames(url: string, games: readonly (FinishedGame & { steps: number })[]): Promise<LatencySummary> {
  const api = new GraphqlHttp(url, 1);
  const latencies: number[] = [];
  try {
    for (const game of games) {
      const started = performance.now();
      await api.execute(REPLAY_FRAME, { gameId: game.gameId, step: game.steps }, game.token);
      latencies.push(performance.now() - started);
    }
  } finally {
    api.close();
  }
  return summarize(latencies);
}
