// `node -r @swc-node/register tools/trace-bot-game.ts --seed 7 --german search --british heuristic` (SWC_NODE_PROJECT=
// tools/tsconfig.json): replays one Graf Spee benchmark game (the same seeding as `npm run bench:bots`) and prints it turn
// by turn — where the Spee went, what the British did, searches, combat, raids and the score — to read how a game was lost.
import { parseArgs } from 'node:util';
import { seededDice } from '@wargames/engine';
import { gameRegistry } from '@wargames/games';
import { botFor, isBotLevel, playMatch, type Bot } from '@wargames/bots';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    german: { type: 'string', default: 'search' },
    british: { type: 'string', default: 'heuristic' },
    'sure-points-per-icon': { type: 'boolean', default: false },
  },
});
const game = gameRegistry.get('graf-spee');
if (!game) throw new Error('no graf-spee');
const options = game.parseOptions({ surePointsPerIcon: values['sure-points-per-icon'] });
if (!options.ok) throw new Error(options.error.message);
const bots: Record<string, Bot> = {};
for (const role of ['german', 'british']) {
  const level = values[role as 'german' | 'british'] as string;
  const bot = isBotLevel(level) ? botFor('graf-spee', level) : undefined;
  if (!bot) throw new Error(`no ${level} bot`);
  bots[role] = bot;
}
const seed = Number(values.seed);
const result = playMatch({ game, options: options.value, bots, dice: seededDice(seed), seed });

type E = { type: string } & Record<string, unknown>;
let line: string[] = [];
const flush = (turn: unknown) => {
  if (line.length > 0) console.log(`T${String(turn).padStart(2)} ${line.join(' | ')}`);
  line = [];
};
let turn: unknown = 0;
for (const raw of result.events) {
  const e = raw as E;
  switch (e.type) {
    case 'turn-started':
      flush(turn);
      turn = e['turn'];
      if (e['shadowed']) line.push('shadowed');
      break;
    case 'spee-placed':
      line.push(`Spee at ${String(e['speeHex'])}`);
      break;
    case 'supply-ship-placed':
      line.push(`supply ${String(e['supplyHex'])}`);
      break;
    case 'british-deployed':
      line.push(`boxes ${JSON.stringify(e).replace(/"/g, '')}`);
      break;
    case 'spee-moved':
      line.push(`Spee ${String(e['speeFrom'])}→${(e['path'] as string[]).join('→') || 'stays'}${e['refuelledAt'] ? ' (refuel)' : ''}`);
      break;
    case 'spee-shadowed':
      line.push(`seen at ${String(e['speeHex'])}`);
      break;
    case 'extra-moves-bought':
      line.push(`British buys ${String(e['die'])} moves (score ${String(e['score'])})`);
      break;
    case 'piece-drawn':
      line.push(`draws ${String(e['kind'])} ${String(e['token'])}`);
      break;
    case 'piece-entered':
      line.push(`${String(e['token'])} enters ${String(e['to'])}`);
      break;
    case 'piece-moved':
      line.push(`${String(e['token'])} ${String(e['from'])}→${String(e['to'])}`);
      break;
    case 'piece-returned':
      line.push(`${String(e['token'])} back to ${String(e['box'])}`);
      break;
    case 'spee-found':
      line.push(`FOUND by ${String(e['by'])} at ${String(e['speeHex'])} with ${(e['revealed'] as { kind?: string }[]).map((p) => p.kind ?? '?').join(',')}`);
      break;
    case 'air-searched':
      line.push(`air ${String(e['searched'])}${e['found'] ? ' HIT' : ''}`);
      break;
    case 'surface-combat':
      line.push(`combat vs ${String(e['targetKind'])}: ${String(e['targetResult'])}, Spee ${String(e['speeResult'])}, score ${String(e['score'])}`);
      break;
    case 'air-attack':
      line.push(`air attack: Spee ${String(e['speeResult'])}`);
      break;
    case 'raided':
      line.push(`RAID ${String(e['speeHex'])} +${String(e['points'])}${e['icon'] ? ' (sure)' : ''} = ${String(e['score'])}`);
      break;
    case 'scuttled':
    case 'spee-exited':
    case 'game-ended':
      line.push(`${e.type} ${JSON.stringify(e['outcome'] ?? e['box'] ?? e['score'])}`);
      break;
    default:
      break;
  }
}
flush(turn);
console.log(`seed ${seed}: ${result.outcome?.winner ?? 'nobody'} (${result.outcome?.reason ?? 'unfinished'}), ${result.commands} commands`);
