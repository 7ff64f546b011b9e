// `npm run simulate -- --game graf-spee --games 1000 --german search --british search [--sure-points-per-icon]`
// Bot-against-bot games in process, on every core (worker threads), with a progress bar on stderr; prints win rates
// with Wilson 95% intervals, game lengths, the score or turn-marker distribution and how games end, and writes an SVG.
// `--bench` instead plays the strength benchmark: each search bot against random and heuristic, on each side
// (`--side <role>`, `--opponent random|heuristic` for one of them).
// `--games-log <file>` appends each finished game to a JSON Lines log; `--report-from <file>[,<file>…]` plays nothing
// and draws the report and chart from such logs (a long run played in pieces, or stopped early).
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { balanceChart, balanceReport, formatReport, gamesLogLine, MEASURE_NAME, readGamesLog, seedRanges, wilsonInterval, type BalanceReport, type GameSummary } from '@wargames/bots';
import type { AnyGame } from '@wargames/engine';
import { gameRegistry } from '@wargames/games';

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'graf-spee' },
    games: { type: 'string', default: '200' },
    workers: { type: 'string', default: String(availableParallelism()) },
    seed: { type: 'string', default: '1' },
    'sure-points-per-icon': { type: 'boolean', default: false },
    brigade17: { type: 'boolean', default: false },
    svg: { type: 'string' },
    json: { type: 'string' },
    bench: { type: 'boolean', default: false },
    side: { type: 'string' },
    opponent: { type: 'string' },
    german: { type: 'string' },
    british: { type: 'string' },
    allied: { type: 'string' },
    'games-log': { type: 'string' },
    'report-from': { type: 'string' },
  },
});

const gameType = values.game as string;
const game = gameRegistry.get(gameType);
if (!game) {
  console.error(`unknown game "${gameType}"; the games are ${gameRegistry.list().map((g) => g.id).join(', ')}`);
  process.exit(2);
}
const definition: AnyGame = game;
const rawOptions = gameType === 'graf-spee' ? { surePointsPerIcon: values['sure-points-per-icon'] } : { brigade17: values.brigade17 };
const parsedOptions = game.parseOptions(rawOptions);
if (!parsedOptions.ok) throw new Error(parsedOptions.error.message);
const options = parsedOptions.value;
const games = Number(values.games);
const workers = Math.max(1, Math.min(Number(values.workers), games));
const firstSeed = Number(values.seed);
const gamesLog = values['games-log'] ? resolve(values['games-log']) : undefined;

/** The rule set's name in reports: Graf Spee's icon rule (GS-7.3 or its variant), Arras with or without 17Bde. */
function optionLabel(type: string, chosen: unknown): string {
  const flags = chosen as { surePointsPerIcon?: boolean; brigade17?: boolean };
  if (type === 'graf-spee') return flags.surePointsPerIcon ? 'sure points once per icon (variant)' : 'sure points once per game (GS-7.3)';
  return flags.brigade17 ? 'with 17Bde' : 'without 17Bde';
}

/**
 * Plays `games` games with these levels on `workers` threads, drawing a progress bar, or with `onGame`, calling it as
 * each game ends instead (the benchmark prints a line per game, so that a long run shows partial results).
 */
function simulate(levels: Record<string, string>, label: string, onGame?: (seed: number, summary: GameSummary, done: readonly GameSummary[]) => void): Promise<GameSummary[]> {
  const seeds = Array.from({ length: games }, (_, i) => firstSeed + i);
  const results: GameSummary[] = [];
  const started = Date.now();
  const draw = () => {
    if (onGame) return;
    const done = results.length;
    const width = 30;
    const filled = Math.round((done / games) * width);
    const elapsed = (Date.now() - started) / 1000;
    const eta = done > 0 ? (elapsed / done) * (games - done) : 0;
    process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${games} ${elapsed.toFixed(0)}s, ~${eta.toFixed(0)}s left `);
  };
  draw();
  const runs = Array.from({ length: workers }, (_, w) => {
    const mine = seeds.filter((_, i) => i % workers === w);
    return new Promise<void>((done, fail) => {
      const worker = new Worker(`require('@swc-node/register'); require(${JSON.stringify(join(__dirname, 'simulate-worker.ts'))});`, {
        eval: true,
        workerData: { gameType, options, levels, seeds: mine },
      });
      worker.on('message', ({ seed, summary }: { seed: number; summary: GameSummary }) => {
        results.push(summary);
        if (gamesLog) appendFileSync(gamesLog, gamesLogLine({ game: gameType, options, levels, seed, summary }));
        onGame?.(seed, summary, results);
        draw();
      });
      worker.on('error', fail);
      worker.on('exit', (code) => (code === 0 ? done() : fail(new Error(`worker exited with ${code}`))));
    });
  });
  return Promise.all(runs).then(() => {
    if (!onGame) process.stderr.write('\n');
    return results;
  });
}

function levelsFromFlags(): Record<string, string> {
  const flags = values as Record<string, unknown>;
  return Object.fromEntries(definition.roles.map((role) => [role, typeof flags[role] === 'string' ? (flags[role] as string) : 'search']));
}

async function balance(): Promise<void> {
  const levels = levelsFromFlags();
  writeBalance(gameType, options, levels, await simulate(levels, `${gameType} ${Object.values(levels).join('/')}`), `seeds ${firstSeed}–${firstSeed + games - 1}`);
}

/** The report and chart of games already played, read from `--report-from` logs. */
function reportFromLogs(files: readonly string[]): void {
  const read = readGamesLog(files.map((file) => readFileSync(resolve(file), 'utf8')).join('\n'));
  if (!read.ok) {
    console.error(`cannot draw a report from ${files.join(', ')}: ${read.error}`);
    process.exit(2);
  }
  writeBalance(read.game, read.options, read.levels, read.summaries, `seeds ${seedRanges(read.seeds)}, from ${files.join(', ')}`);
}

function writeBalance(type: string, chosen: unknown, levels: Readonly<Record<string, string>>, summaries: readonly GameSummary[], source: string): void {
  const played = gameRegistry.get(type);
  if (!played) throw new Error(`unknown game ${type}`);
  const title = `${played.title}: ${played.roles.map((role) => `${role} ${levels[role]}`).join(' vs ')}`;
  const label = optionLabel(type, chosen);
  const report = balanceReport(played.roles, summaries);
  console.log(formatReport(`${title}, ${label} (${source})`, MEASURE_NAME[type] ?? 'measure', report));
  const perIcon = (chosen as { surePointsPerIcon?: boolean }).surePointsPerIcon ? '-per-icon' : '';
  const svgPath = resolve(values.svg ?? join('tmp', 'simulate', `${type}-${played.roles.map((role) => levels[role]).join('-vs-')}${perIcon}.svg`));
  mkdirSync(dirname(svgPath), { recursive: true });
  writeFileSync(svgPath, balanceChart(title, MEASURE_NAME[type] ?? 'measure', report, label));
  console.log(`  chart: ${svgPath}`);
  if (values.json) writeFileSync(resolve(values.json), JSON.stringify({ title, levels, options: chosen, report }, null, 2));
}

/** The issue's strength benchmark: the search bot against random and heuristic, on each side, `games` games each. */
async function bench(): Promise<void> {
  const rows: string[] = [];
  for (const searchRole of definition.roles.filter((role) => values.side === undefined || role === values.side)) {
    for (const opponent of ['random', 'heuristic'].filter((level) => values.opponent === undefined || level === values.opponent)) {
      const levels = Object.fromEntries(definition.roles.map((role) => [role, role === searchRole ? 'search' : opponent]));
      const label = `${searchRole} search vs ${opponent}`;
      const started = Date.now();
      // One line per finished game with the running tally, so that a run stopped early still reports what it played.
      const progress = (seed: number, game: GameSummary, done: readonly GameSummary[]) => {
        const wins = done.filter((g) => g.winner === searchRole).length;
        const { rate, low, high } = wilsonInterval(wins, done.length);
        console.log(
          `  ${label}: seed ${seed}: ${game.winner ?? 'nobody'} (${game.reason}, ${MEASURE_NAME[gameType] ?? 'measure'} ${game.measure}, turn ${game.turns}); ` +
            `${wins}/${done.length} = ${(rate * 100).toFixed(1)}% (95% CI ${(low * 100).toFixed(1)}–${(high * 100).toFixed(1)}%), ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
      };
      const report: BalanceReport = balanceReport(definition.roles, await simulate(levels, label, progress));
      const row = report.wins.find((w) => w.role === searchRole);
      const target = opponent === 'random' ? 0.9 : 0.6;
      const thinking = report.thinking.find((t) => t.role === searchRole);
      rows.push(
        `${definition.title}: ${searchRole} search vs ${opponent}: ${row?.wins ?? 0}/${report.games} = ${((row?.rate ?? 0) * 100).toFixed(1)}% ` +
          `(95% CI ${((row?.low ?? 0) * 100).toFixed(1)}–${((row?.high ?? 0) * 100).toFixed(1)}%), target ≥ ${target * 100}%: ${(row?.rate ?? 0) >= target ? 'met' : 'NOT met'}; ` +
          `search ${thinking?.meanMs.toFixed(0)} ms/decision, slowest ${thinking?.slowestMs.toFixed(0)} ms`,
      );
      console.log(rows[rows.length - 1]);
    }
  }
}

(values['report-from'] ? Promise.resolve(reportFromLogs(values['report-from'].split(','))) : values.bench ? bench() : balance()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
