import { formatRowLetterLabel, hexNeighbors, oddRGrid, parseRowLetterLabel } from '@wargames/hex';
import rawBoardData from './data/graf-spee.json';
import { BOX_IDS, BRITISH_KINDS, loadBoardData, type BoardData, type BoxId, type BritishKind } from './data/board-data';

export type HexId = string;

/** One sea hex as a UI draws it (GS-2): id and label are the printed name, row/col are 0-based odd-r offsets. */
export interface BoardHex {
  readonly id: HexId;
  readonly label: string;
  readonly row: number;
  readonly col: number;
  /** Cube coordinates (q, r, s) for drawing with @wargames/hex. */
  readonly q: number;
  readonly r: number;
  readonly s: number;
  readonly neighbours: readonly HexId[];
  readonly transportIcon: boolean;
  /** GS-7.2: no commerce raiding here. */
  readonly noRaid: boolean;
  /** The boxes this hex borders (GS-2, GS-4.5, GS-5.5). */
  readonly boxes: readonly BoxId[];
}

export interface BritishPieceSpec {
  readonly kind: BritishKind;
  readonly label: string;
  readonly strength: number;
  readonly count: number;
  readonly moves: number;
  readonly sinkPoints: number;
}

/** Static board data, plain JSON, for any UI: no rules needed to draw the map. */
export interface BoardJson {
  readonly game: 'graf-spee';
  readonly grid: { readonly layout: 'odd-r'; readonly cols: number; readonly rows: number; readonly orientation: 'pointy-top' };
  readonly hexes: readonly BoardHex[];
  readonly land: readonly { readonly id: HexId; readonly label: string; readonly row: number; readonly col: number }[];
  readonly boxes: readonly { readonly id: BoxId; readonly label: string; readonly borders: readonly HexId[] }[];
  readonly transportIcons: readonly HexId[];
  readonly speeStartHexes: readonly HexId[];
  readonly scuttleHex: HexId;
  readonly noRaidColumn: number;
  readonly pieces: readonly BritishPieceSpec[];
  readonly spee: { readonly strength: number; readonly moves: number; readonly damagedMoves: number; readonly refuelBonus: number };
}

/** The map with everything the rules ask of it, precomputed once. */
export interface Board {
  readonly data: BoardData;
  readonly json: BoardJson;
  readonly seaHexes: readonly HexId[];
  /** The drawing data of a sea hex. */
  hex(id: HexId): BoardHex | undefined;
  isSea(id: string): boolean;
  isBox(id: string): id is BoxId;
  neighbours(id: HexId): readonly HexId[];
  adjacent(a: HexId, b: HexId): boolean;
  /** Steps between two sea hexes through sea hexes. */
  distance(a: HexId, b: HexId): number;
  /** Sea hexes 1..steps away from `from` (not `from` itself), in board order. */
  within(from: HexId, steps: number): readonly HexId[];
  borders(box: BoxId): readonly HexId[];
  /** Boxes the hex borders. */
  boxesOf(id: HexId): readonly BoxId[];
  /** Steps from a hex into a box: 1 from a border hex. */
  distanceToBox(from: HexId, box: BoxId): number;
  piece(kind: BritishKind): BritishPieceSpec;
}

export function buildBoard(data: BoardData): Board {
  const grid = oddRGrid(data.grid.cols, data.grid.rows);
  const land = new Set(data.land);
  const coordOf = (label: string) => {
    const parsed = parseRowLetterLabel(label, grid);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.value;
  };
  const seaHexes: HexId[] = [];
  for (let row = 0; row < grid.rows; row++) {
    for (let col = 0; col < grid.cols; col++) {
      const id = formatRowLetterLabel({ row, col });
      if (!land.has(id)) seaHexes.push(id);
    }
  }
  const sea = new Set(seaHexes);
  const neighbourMap = new Map<HexId, HexId[]>();
  for (const id of seaHexes) {
    const around = hexNeighbors(grid.toCube(coordOf(id)))
      .map((h) => grid.fromCube(h))
      .filter((c) => grid.contains(c))
      .map((c) => formatRowLetterLabel(c))
      .filter((n) => sea.has(n));
    around.sort((a, b) => seaHexes.indexOf(a) - seaHexes.indexOf(b));
    neighbourMap.set(id, around);
  }
  const distances = new Map<HexId, Map<HexId, number>>();
  for (const start of seaHexes) {
    const dist = new Map<HexId, number>([[start, 0]]);
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
      const at = queue[i] as HexId;
      for (const next of neighbourMap.get(at) ?? []) {
        if (!dist.has(next)) {
          dist.set(next, (dist.get(at) ?? 0) + 1);
          queue.push(next);
        }
      }
    }
    distances.set(start, dist);
  }
  const distance = (a: HexId, b: HexId): number => distances.get(a)?.get(b) ?? Infinity;
  const withinCache = new Map<string, HexId[]>();
  const within = (from: HexId, steps: number): readonly HexId[] => {
    const key = `${from}/${steps}`;
    let found = withinCache.get(key);
    if (!found) {
      found = seaHexes.filter((id) => id !== from && distance(from, id) <= steps);
      withinCache.set(key, found);
    }
    return found;
  };
  const bordersOf = new Map<BoxId, HexId[]>(data.boxes.map((box) => [box.id, [...box.borders]]));
  const boxesByHex = new Map<HexId, BoxId[]>(
    seaHexes.map((id) => [id, BOX_IDS.filter((box) => bordersOf.get(box)?.includes(id))]),
  );
  const distanceToBox = (from: HexId, box: BoxId): number =>
    1 + Math.min(...(bordersOf.get(box) ?? []).map((border) => distance(from, border)));
  const specs = new Map<BritishKind, BritishPieceSpec>(data.britishPieces.map((p) => [p.kind, p]));
  const icons = new Set(data.transportIcons);
  const json: BoardJson = {
    game: 'graf-spee',
    grid: { layout: 'odd-r', cols: data.grid.cols, rows: data.grid.rows, orientation: 'pointy-top' },
    hexes: seaHexes.map((id) => {
      const coord = coordOf(id);
      const cube = grid.toCube(coord);
      return {
        id,
        label: id,
        row: coord.row,
        col: coord.col,
        q: cube.q,
        r: cube.r,
        s: cube.s,
        neighbours: neighbourMap.get(id) ?? [],
        transportIcon: icons.has(id),
        noRaid: coord.col + 1 === data.noRaidColumn,
        boxes: boxesByHex.get(id) ?? [],
      };
    }),
    land: data.land.map((id) => ({ id, label: id, ...coordOf(id) })),
    boxes: data.boxes.map((box) => ({ id: box.id, label: box.label, borders: [...box.borders] })),
    transportIcons: [...data.transportIcons],
    speeStartHexes: [...data.speeStartHexes],
    scuttleHex: data.scuttleHex,
    noRaidColumn: data.noRaidColumn,
    pieces: BRITISH_KINDS.map((kind) => specs.get(kind) as BritishPieceSpec),
    spee: { ...data.spee },
  };
  const hexInfo = new Map<HexId, BoardHex>(json.hexes.map((h) => [h.id, h]));
  return {
    data,
    json,
    seaHexes,
    hex: (id) => hexInfo.get(id),
    isSea: (id) => sea.has(id),
    isBox: (id): id is BoxId => (BOX_IDS as readonly string[]).includes(id),
    neighbours: (id) => neighbourMap.get(id) ?? [],
    adjacent: (a, b) => neighbourMap.get(a)?.includes(b) ?? false,
    distance,
    within,
    borders: (box) => bordersOf.get(box) ?? [],
    boxesOf: (id) => boxesByHex.get(id) ?? [],
    distanceToBox,
    piece: (kind) => specs.get(kind) as BritishPieceSpec,
  };
}

/** The one Graf Spee board, from the validated data file. */
export const board: Board = buildBoard(loadBoardData(rawBoardData));
