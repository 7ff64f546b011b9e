// `node -r @swc-node/register tools/ab-graf-spee-search.ts --from 2001 --to 2100 --settings '{"candidates":8}'`
// (SWC_NODE_PROJECT=tools/tsconfig.json): the Graf Spee search with some of its settings changed (`GrafSpeeSearchSettings`
// over the defaults) against a level (`--opponent random|heuristic|search`) on one side (`--side german|british`), over a
// range of seeds with the same seeding as `npm run bench:bots`. It prints a line per game and the tally with the CPU
// time, so that two settings can be played side by side on the same seeds (A, B, A, B under the same load);
// `npm run bench:bots` plays only the defaults.
import { parseArgs } from 'node:util';
import { seededDice } from '@wargames/engine';
import { gameRegistry } from '@wargames/games';
import { botFor, grafSpeeSearch, GRAF_SPEE_SEARCH_DEFAULTS, isBotLevel, playMatch, wilsonInterval, type Bot } from '@wargames/bots';

const { values } = parseArgs({
  options: {
    from: { type: 'string', default: '1' },
    to: { type: 'string', default: '10' },
    side: { type: 'string', default: 'german' },
    opponent: { type: 'string', default: 'heuristic' },
    settings: { type: 'string', default: '{}' },
    label: { type: 'string', default: 'search' },
  },
});
const game = gameRegistry.get('graf-spee');
if (!game) throw new Error('no graf-spee');
const options = game.parseOptions({});
if (!options.ok) throw new Error(options.error.message);
const settings = { ...GRAF_SPEE_SEARCH_DEFAULTS, ...(JSON.parse(values.settings as string) as object) };
const side = values.side === 'british' ? 'british' : 'german';
const other = side === 'german' ? 'british' : 'german';
const level = values.opponent as string;
const opponent = isBotLevel(level) ? botFor('graf-spee', level) : undefined;
if (!opponent) throw new Error(`no ${level} bot`);
const bots: Record<string, Bot> = { [side]: grafSpeeSearch(settings) as Bot, [other]: opponent };
const label = values.label as string;
let wins = 0;
let games = 0;
const started = process.cpuUsage();
for (let seed = Number(values.from); seed <= Number(values.to); seed++) {
  const result = playMatch({ game, options: options.value, bots, dice: seededDice(seed), seed });
  const final = result.finalState as { score: number; turn: number };
  const won = result.outcome?.winner === side;
  games++;
  if (won) wins++;
  const reason = (result.outcome as { reason?: string } | null)?.reason ?? 'unfinished';
  console.log(`${label} seed ${seed} ${won ? 'W' : 'L'} score ${final.score} turn ${final.turn} ${reason} tally ${wins}/${games}`);
}
const cpu = process.cpuUsage(started);
const { rate, low, high } = wilsonInterval(wins, games);
console.log(
  `${label}: ${side} search vs ${level}: ${wins}/${games} = ${(rate * 100).toFixed(1)}% (95% CI ${(low * 100).toFixed(1)}–${(high * 100).toFixed(1)}%), ` +
    `CPU ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s; settings ${JSON.stringify(settings)}`,
);
