import { keepsGrafSpeeGoing } from '@wargames/api/testing/long-graf-spee-play';
import { newTally, playGames, type ChooseCommand } from './graf-spee-player';
import type { GraphqlHttp } from './graphql-http';
import { seededRandom } from './seeded-random';
import type { FinishedGame } from './replay-figures';

/**
 * The replay target's game (a frame of a 2,000-event game): quiet commands (keepsGrafSpeeGoing) until the stream holds
 * `rows` rows, then any legal ones to the end, since only a finished game has an omniscient replay. The server rolls
 * the dice, so a game may end before (the Spee found and sunk); the next seed plays another until `deadline`
 * (performance.now()). Null when none got there in time.
 */
export async function playLongGame(api: GraphqlHttp, rows: number, deadline: number): Promise<FinishedGame | null> {
  const quietUntil: ChooseCommand = (legal, random, version) => {
    // One roll a decision: the British then either may move pieces or ends his movement.
    const roll = random();
    const pool = version < rows ? legal.filter((command) => keepsGrafSpeeGoing(command, roll)) : legal;
    const from = pool.length > 0 ? pool : legal;
    return from[Math.floor(random() * from.length)];
  };
  for (let seed = 1; performance.now() < deadline; seed++) {
    const tally = newTally();
    await playGames(api, seededRandom(7_000 + seed), deadline, tally, `long-${seed}`, { maxGames: 1, choose: quietUntil });
    const game = tally.finished[0];
    if (game && game.version >= rows) return game;
  }
  return null;
}
