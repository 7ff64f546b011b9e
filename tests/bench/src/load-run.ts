import { playGames, newTally, type PlayerTally } from './graf-spee-player';
import { GraphqlHttp } from './graphql-http';
import { summarize, type LatencySummary } from './latency-stats';
import { seededRandom } from './seeded-random';

export interface LoadResult {
  readonly clients: number;
  readonly seconds: number;
  readonly commandsPerSecond: number;
  readonly latency: LatencySummary;
  readonly gamesFinished: number;
  /** Games created in the measured time (each with both seats claimed): their requests are not in the command figures. */
  readonly gamesCreated: number;
  /** The time a creation took (create and two claims). */
  readonly creation: LatencySummary;
  readonly errors: ReadonlyMap<string, number>;
}

/**
 * `clients` concurrent clients for `seconds`, each playing its own Graf Spee games (both seats) against the API
 * processes at `urls` (client i talks to urls[i % urls.length]). A short warm-up (not counted) lets the JIT settle.
 */
export async function runLoad(urls: readonly string[], clients: number, seconds: number, warmupSeconds = 2): Promise<LoadResult> {
  const apis = urls.map((url) => new GraphqlHttp(url, clients));
  try {
    if (warmupSeconds > 0) {
      const warm = performance.now() + warmupSeconds * 1000;
      await Promise.all(Array.from({ length: clients }, (_, i) => playGames(apis[i % apis.length] as GraphqlHttp, seededRandom(9_000 + i), warm, newTally(), `warm-${i}`)));
    }
    const tallies: PlayerTally[] = Array.from({ length: clients }, () => newTally());
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(tallies.map((tally, i) => playGames(apis[i % apis.length] as GraphqlHttp, seededRandom(i + 1), deadline, tally, `c${i}`)));
    const elapsed = (performance.now() - started) / 1000;
    const latencies = tallies.flatMap((tally) => tally.latenciesMs);
    const errors = new Map<string, number>();
    for (const tally of tallies) for (const [code, n] of tally.errors) errors.set(code, (errors.get(code) ?? 0) + n);
    return {
      clients,
      seconds: elapsed,
      commandsPerSecond: latencies.length / elapsed,
      latency: summarize(latencies),
      gamesFinished: tallies.reduce((sum, tally) => sum + tally.gamesFinished, 0),
      gamesCreated: tallies.reduce((sum, tally) => sum + tally.creationsMs.length, 0),
      creation: summarize(tallies.flatMap((tally) => tally.creationsMs)),
      errors,
    };
  } finally {
    for (const api of apis) api.close();
  }
}

/**
 * Load that is not measured, on API processes that have just started: a fresh process compiles its code as it runs,
 * and the 2 s warm-up of `runLoad` at one client is too little work for that (docs/performance.md: the 1-client row
 * of a fresh process paid for it, and a second process's first row in the one-against-two comparison).
 */
export async function warmUp(urls: readonly string[], seconds = 3): Promise<void> {
  await runLoad(urls, 16, seconds, 0);
}
