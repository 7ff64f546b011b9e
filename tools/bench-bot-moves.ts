// `npm run bench:bot-moves`: CPU time of one decision of each game's search bot at its default setting, on one core,
// over positions reached by random play (process CPU time, so that other programs on the machine do not count).
import { botFor, randomPosition, rngFor } from '@wargames/bots';
import { gameRegistry } from '@wargames/games';

const positions = Number(process.env.BENCH_POSITIONS ?? 40);
for (const game of gameRegistry.list()) {
  const bot = botFor(game.id, 'search');
  const options = game.parseOptions({});
  if (!bot || !options.ok) continue;
  const times: number[] = [];
  for (let seed = 1; times.length < positions && seed < positions * 20; seed++) {
    const { seats } = randomPosition(game, options.value, seed, (seed * 37) % 160);
    for (const seat of seats) {
      if (seat.legal.length < 2) continue;
      const before = process.cpuUsage();
      bot.choose(seat, rngFor(seed, seat.role));
      const used = process.cpuUsage(before);
      times.push((used.user + used.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(0);
  console.log(`${game.title}: search bot, ${times.length} decisions with a choice: median ${at(0.5)} ms, 90% ${at(0.9)} ms, slowest ${at(1)} ms CPU (target ≤ 1000 ms)`);
}
