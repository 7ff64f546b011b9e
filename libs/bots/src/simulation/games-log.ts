import type { GameSummary } from './game-summary';

/**
 * One finished game of a simulation, as a line of a games log (JSON Lines). Long search-against-search runs are played
 * in pieces (stopped for time, resumed on later seeds); the log keeps every game, so one report can be drawn from all
 * the pieces together and a stopped run loses nothing it played.
 */
export interface LoggedGame {
  readonly game: string;
  readonly options: unknown;
  readonly levels: Readonly<Record<string, string>>;
  readonly seed: number;
  readonly summary: GameSummary;
}

export function gamesLogLine(entry: LoggedGame): string {
  return `${JSON.stringify(entry)}\n`;
}

export type GamesLogResult =
  | { readonly ok: true; readonly game: string; readonly options: unknown; readonly levels: Readonly<Record<string, string>>; readonly seeds: readonly number[]; readonly summaries: readonly GameSummary[] }
  | { readonly ok: false; readonly error: string };

/**
 * Reads the games of one or more logs into one report's input. Games of another game, rule set or pairing of levels
 * are refused (a report mixing them would say nothing), and so is a seed played twice (it would count one game twice:
 * the same seed and levels replay the same game).
 */
export function readGamesLog(text: string): GamesLogResult {
  const entries: LoggedGame[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]?.trim();
    if (!line) continue;
    let entry: LoggedGame;
    try {
      entry = JSON.parse(line) as LoggedGame;
    } catch {
      return { ok: false, error: `line ${i + 1} is not JSON` };
    }
    if (typeof entry?.game !== 'string' || typeof entry.seed !== 'number' || typeof entry.summary !== 'object' || entry.summary === null) {
      return { ok: false, error: `line ${i + 1} is not a logged game (game, options, levels, seed, summary)` };
    }
    entries.push(entry);
  }
  const first = entries[0];
  if (!first) return { ok: false, error: 'the log holds no game' };
  const key = (entry: LoggedGame) => JSON.stringify([entry.game, entry.options, Object.entries(entry.levels).sort()]);
  const seen = new Set<number>();
  for (const entry of entries) {
    if (key(entry) !== key(first)) {
      return { ok: false, error: `seed ${entry.seed} was played as ${key(entry)}, seed ${first.seed} as ${key(first)}: one report takes one game, rule set and pairing` };
    }
    if (seen.has(entry.seed)) return { ok: false, error: `seed ${entry.seed} is logged twice` };
    seen.add(entry.seed);
  }
  return {
    ok: true,
    game: first.game,
    options: first.options,
    levels: first.levels,
    seeds: entries.map((entry) => entry.seed),
    summaries: entries.map((entry) => entry.summary),
  };
}

/** The seeds as ranges, `1–65, 101–129`, for a report's heading. */
export function seedRanges(seeds: readonly number[]): string {
  const sorted = [...seeds].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const seed of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && seed === last[1] + 1) last[1] = seed;
    else ranges.push([seed, seed]);
  }
  return ranges.map(([start, end]) => (start === end ? `${start}` : `${start}–${end}`)).join(', ');
}
