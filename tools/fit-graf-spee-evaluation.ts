// `node -r @swc-node/register tools/fit-graf-spee-evaluation.ts [games]` (SWC_NODE_PROJECT=tools/tsconfig.json): how
// often the heuristic German goes on to win against the heuristic British from the end of a turn with a given score,
// damaged or not (GS-4.4, GS-6.5) — the table the Graf Spee search scores its play-outs' last positions with
// (`GERMAN_WIN_RATE_BY_SCORE` in libs/bots/src/graf-spee/position-value.ts). The heuristics are the search's own
// play-out policy, so the table is the value of a position under the play-outs' model of both sides.
import { seededDice } from '@wargames/engine';
import { gameRegistry } from '@wargames/games';
import { botFor, playMatch, type Bot } from '@wargames/bots';

const games = Number(process.argv[2] ?? 4000);
const game = gameRegistry.get('graf-spee');
if (!game) throw new Error('no graf-spee');
const options = game.parseOptions({});
if (!options.ok) throw new Error(options.error.message);
const heuristic = botFor('graf-spee', 'heuristic') as Bot;
// [damaged][score] → [German wins, positions]
const table = [0, 1].map(() => Array.from({ length: 21 }, () => [0, 0]));
for (let seed = 1_000_000; seed < 1_000_000 + games; seed++) {
  const result = playMatch({ game, options: options.value, bots: { german: heuristic, british: heuristic }, dice: seededDice(seed), seed });
  const won = result.outcome?.winner === 'german' ? 1 : 0;
  let state = game.setup(options.value) as { score: number; speeDamaged: boolean };
  for (const event of result.events) {
    state = game.evolve(state as never, event as never) as typeof state;
    if (event.type !== 'turn-ended') continue;
    const cell = table[state.speeDamaged ? 1 : 0]?.[Math.min(20, state.score)];
    if (!cell) continue;
    cell[0] = (cell[0] as number) + won;
    cell[1] = (cell[1] as number) + 1;
  }
}
for (const [damaged, row] of table.entries()) {
  console.log(`${damaged ? 'damaged  ' : 'undamaged'}: ${row.map(([w, n], score) => `${score}:${n ? ((w as number) / (n as number)).toFixed(3) : '-'}(${n})`).join(' ')}`);
}
