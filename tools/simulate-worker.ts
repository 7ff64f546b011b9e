// One worker of `npm run simulate`: plays the games it is given and posts each game's summary to the parent.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { seededDice } from '@wargames/engine';
import { gameRegistry } from '@wargames/games';
import { botFor, isBotLevel, playMatch, summarize, type Bot } from '@wargames/bots';

interface Job {
  readonly gameType: string;
  readonly options: unknown;
  readonly levels: Record<string, string>;
  readonly seeds: readonly number[];
}

const job = workerData as Job;
const game = gameRegistry.get(job.gameType);
if (!game) throw new Error(`unknown game ${job.gameType}`);
const bots: Record<string, Bot> = {};
for (const [role, level] of Object.entries(job.levels)) {
  const bot = isBotLevel(level) ? botFor(job.gameType, level) : undefined;
  if (!bot) throw new Error(`no ${level} bot for ${job.gameType}`);
  bots[role] = bot;
}
for (const seed of job.seeds) {
  const result = playMatch({ game, options: job.options, bots, dice: seededDice(seed), seed, clock: () => performance.now() });
  // The seed goes with the summary so that a progress line names the game it reports (and a lost game can be replayed).
  parentPort?.postMessage({ seed, summary: summarize(job.gameType, result) });
}
