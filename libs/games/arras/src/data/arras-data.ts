import { err, ok, ruleError, type Result, type RuleError } from '@wargames/engine';
import { hexAdjacent, oddQGrid, parseCcrrLabel } from '@wargames/hex';
import { z } from 'zod';
import rawArrasData from './arras.json';

/**
 * The game's printed material (map, counters, setup, turn track, CRT) as one data file, validated when loaded so
 * that the postcard's own data can replace the Reconstruction without touching code (rules/arras.md AR-2).
 */

export const ERR_BAD_GAME_DATA = 'ERR_BAD_GAME_DATA';

const hexId = z.string().regex(/^[0-9]{4}$/, 'a hex id is four digits CCRR, such as 0503');

export const CRT_RESULTS = ['Ar', 'C', 'D1', 'D2', 'De', 'Ex'] as const;
export type CrtResult = (typeof CRT_RESULTS)[number];

const oddsLabel = z.string().regex(/^[1-9][0-9]*:[1-9][0-9]*$/, 'an odds column reads like 1:2 or 3:1');

const counterSchema = z.object({
  id: z.string().min(1),
  side: z.enum(['allied', 'german']),
  nation: z.enum(['british', 'french', 'wehrmacht', 'ss']),
  type: z.enum(['tank', 'infantry']),
  strength: z.number().int().positive(),
  movement: z.number().int().positive(),
  setup: hexId,
  /** The game option that brings this counter into play (AR-2.2); absent means always in play. */
  option: z.literal('brigade17').optional(),
});

export const arrasDataSchema = z
  .object({
    $comment: z.string().optional(),
    map: z.object({
      columns: z.number().int().min(1).max(99),
      rows: z.number().int().min(1).max(99),
      layout: z.literal('flat-top, odd-q'),
      arras: hexId,
    }),
    roads: z.array(z.object({ name: z.string().min(1), hexes: z.array(hexId).min(2) })),
    rivers: z.array(z.object({ name: z.string().min(1), hexsides: z.array(z.tuple([hexId, hexId])) })),
    villages: z.array(z.object({ name: z.string().min(1), hex: hexId })),
    turnTrack: z.array(z.object({ turn: z.number().int().positive(), hex: hexId })).min(1),
    counters: z.array(counterSchema).min(2),
    gun88: z.object({ id: z.string().min(1), side: z.literal('german'), strength: z.number().int().positive() }),
    crt: z.object({
      columns: z.array(oddsLabel).min(1),
      rows: z.array(z.object({ die: z.number().int().min(1).max(6), results: z.array(z.enum(CRT_RESULTS)) })).length(6),
    }),
  })
  .superRefine((data, ctx) => {
    const grid = oddQGrid(data.map.columns, data.map.rows);
    const problem = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const onMap = (label: string, path: (string | number)[]): boolean => {
      const parsed = parseCcrrLabel(label, grid);
      if (!parsed.ok) problem(path, parsed.error.message);
      return parsed.ok;
    };
    const adjacent = (a: string, b: string): boolean => {
      const pa = parseCcrrLabel(a, grid);
      const pb = parseCcrrLabel(b, grid);
      return pa.ok && pb.ok && hexAdjacent(grid.toCube(pa.value), grid.toCube(pb.value));
    };

    onMap(data.map.arras, ['map', 'arras']);
    data.roads.forEach((road, i) =>
      road.hexes.forEach((hex, j) => {
        if (!onMap(hex, ['roads', i, 'hexes', j]) || j === 0) return;
        const previous = road.hexes[j - 1] as string;
        if (!adjacent(previous, hex)) problem(['roads', i, 'hexes', j], `road "${road.name}": ${previous} and ${hex} are not adjacent`);
      }),
    );
    data.rivers.forEach((river, i) =>
      river.hexsides.forEach(([a, b], j) => {
        const okA = onMap(a, ['rivers', i, 'hexsides', j, 0]);
        const okB = onMap(b, ['rivers', i, 'hexsides', j, 1]);
        if (okA && okB && !adjacent(a, b)) problem(['rivers', i, 'hexsides', j], `river "${river.name}": ${a} and ${b} share no hexside`);
      }),
    );
    data.villages.forEach((village, i) => onMap(village.hex, ['villages', i, 'hex']));
    data.turnTrack.forEach((box, i) => {
      onMap(box.hex, ['turnTrack', i, 'hex']);
      if (box.turn !== i + 1) problem(['turnTrack', i, 'turn'], `turn boxes must count 1, 2, 3… in order; box ${i + 1} says ${box.turn}`);
    });

    const ids = new Set<string>();
    const setupHexes = new Map<string, string>();
    data.counters.forEach((counter, i) => {
      if (ids.has(counter.id) || counter.id === data.gun88.id) problem(['counters', i, 'id'], `counter id "${counter.id}" is used twice`);
      ids.add(counter.id);
      if (!onMap(counter.setup, ['counters', i, 'setup'])) return;
      const other = setupHexes.get(counter.setup);
      if (other) problem(['counters', i, 'setup'], `counters "${other}" and "${counter.id}" both set up on ${counter.setup} (AR-7.2: no stacking)`);
      setupHexes.set(counter.setup, counter.id);
    });
    for (const side of ['allied', 'german'] as const) {
      if (!data.counters.some((c) => c.side === side)) problem(['counters'], `no ${side} counter`);
    }

    const ratios = data.crt.columns.map((label) => label.split(':').map(Number) as [number, number]);
    ratios.forEach(([a, b], i) => {
      const previous = ratios[i - 1];
      if (previous && a * previous[1] <= previous[0] * b) problem(['crt', 'columns', i], `CRT columns must rise in odds; ${data.crt.columns[i]} does not`);
    });
    data.crt.rows.forEach((row, i) => {
      if (row.die !== i + 1) problem(['crt', 'rows', i, 'die'], `CRT rows must be dice 1–6 in order; row ${i + 1} says ${row.die}`);
      if (row.results.length !== data.crt.columns.length) {
        problem(['crt', 'rows', i, 'results'], `CRT row ${row.die} has ${row.results.length} results for ${data.crt.columns.length} columns`);
      }
    });
  });

export type ArrasData = z.infer<typeof arrasDataSchema>;
export type CounterData = ArrasData['counters'][number];

/** Validates a data file; the error names the first bad field and why. */
export function parseArrasData(raw: unknown): Result<ArrasData, RuleError> {
  const parsed = arrasDataSchema.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const field = issue ? issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('').replace(/^\./, '') : '';
  const count = parsed.error.issues.length;
  const more = count > 1 ? ` (and ${count - 1} more problem${count > 2 ? 's' : ''})` : '';
  return err(ruleError(ERR_BAD_GAME_DATA, field || 'arras.json', `Arras data file, field "${field}": ${issue?.message ?? 'invalid'}${more}`));
}

/** Loads a data file or throws with the reason: a broken file must stop the game from loading at all. */
export function loadArrasData(raw: unknown): ArrasData {
  const parsed = parseArrasData(raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** The game's own data, checked once when the module loads. */
export const ARRAS_DATA: ArrasData = loadArrasData(rawArrasData);
