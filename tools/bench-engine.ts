// `npm run bench:engine`: random full games per second on one core, and the cost of folding events.
// A benchmark prints figures; it never fails a build. Targets come from the issues.
import { playRandomGame, replay, seededDice, type AnyGame } from '@wargames/engine';
import { gameRegistry } from '@wargames/games';
import { performance } from 'node:perf_hooks';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const targets: Record<string, { gamesPerSecond: number; foldMsPer1000?: number }> = {
  'graf-spee': { gamesPerSecond: 1000, foldMsPer1000: 5 },
  arras: { gamesPerSecond: 300 },
};

function gamesPerSecond(game: AnyGame, options: unknown) {
  // Warm up the JIT before measuring.
  for (let seed = 0; seed < 50; seed++) playRandomGame(game, options, seededDice(seed));
  let games = 0;
  let events = 0;
  let commands = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  while (performance.now() < deadline) {
    const result = playRandomGame(game, options, seededDice(1_000_000 + games));
    if (!result.ended) throw new Error(`${game.id}: random game ${games} did not end`);
    games++;
    events += result.events.length;
    commands += result.commands;
  }
  const elapsed = (performance.now() - start) / 1000;
  return { rate: games / elapsed, eventsPerGame: events / games, commandsPerGame: commands / games };
}

function foldMsPer1000Events(game: AnyGame, options: unknown): number {
  const streams: unknown[][] = [];
  let total = 0;
  for (let seed = 0; total < 1000; seed++) {
    const { events } = playRandomGame(game, options, seededDice(seed));
    streams.push(events);
    total += events.length;
  }
  const samples: number[] = [];
  for (let round = 0; round < 200; round++) {
    const start = performance.now();
    for (const events of streams) replay(game, options, events);
    samples.push(((performance.now() - start) * 1000) / total);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] as number;
}

const mark = (good: boolean) => (good ? 'meets target' : 'BELOW TARGET');

console.log(`engine benchmark — Node ${process.version}, one core, ${seconds}s per game\n`);
for (const game of gameRegistry.list()) {
  const options = game.parseOptions({});
  if (!options.ok) throw new Error(`${game.id}: default options refused: ${options.error.message}`);
  const target = targets[game.id];
  const { rate, eventsPerGame, commandsPerGame } = gamesPerSecond(game, options.value);
  const fold = foldMsPer1000Events(game, options.value);
  console.log(`${game.id}`);
  console.log(
    `  random full games: ${rate.toFixed(0)} /s (${commandsPerGame.toFixed(1)} commands, ${eventsPerGame.toFixed(1)} events a game)` +
      (target ? `  target ≥ ${target.gamesPerSecond}/s: ${mark(rate >= target.gamesPerSecond)}` : ''),
  );
  console.log(
    `  fold 1,000 events: ${fold.toFixed(3)} ms` +
      (target?.foldMsPer1000 ? `  target < ${target.foldMsPer1000} ms: ${mark(fold < target.foldMsPer1000)}` : ''),
  );
}
