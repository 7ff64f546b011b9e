import { hexNeighbors, oddQGrid, type Hex } from '@wargames/hex';
import { ARRAS_DATA, type ArrasData, type CounterData } from './data/arras-data';

/**
 * The map as fast lookup tables (AR-2): hexes are numbered 0…n-1 inside the rules, and named by their CCRR label
 * everywhere else (commands, events, state).
 */
export interface Geometry {
  readonly columns: number;
  readonly rows: number;
  /** index → CCRR label */
  readonly ids: readonly string[];
  /** CCRR label → index */
  readonly indexOf: ReadonlyMap<string, number>;
  /** 1-based column of each hex */
  readonly column: readonly number[];
  readonly cube: readonly Hex[];
  readonly neighbours: readonly (readonly number[])[];
  /** Per ordered pair a*n+b: EDGE_ROAD and/or EDGE_RIVER. */
  readonly edges: Uint8Array;
  readonly arras: number;
}

export const EDGE_ROAD = 1;
export const EDGE_RIVER = 2;

/** Column and row of a CCRR label as 1-based numbers. */
const columnOf = (label: string): number => Number(label.slice(0, 2));
const rowOf = (label: string): number => Number(label.slice(2, 4));
const label = (col: number, row: number): string => `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;

export function createGeometry(data: ArrasData): Geometry {
  const { columns, rows } = data.map;
  const grid = oddQGrid(columns, rows);
  const ids: string[] = [];
  const cube: Hex[] = [];
  const column: number[] = [];
  for (let col = 1; col <= columns; col++) {
    for (let row = 1; row <= rows; row++) {
      ids.push(label(col, row));
      column.push(col);
      cube.push(grid.toCube({ col: col - 1, row: row - 1 }));
    }
  }
  const indexOf = new Map(ids.map((id, i) => [id, i]));
  const at = (id: string): number => indexOf.get(id) as number; // the data file was validated on load
  const neighbours = cube.map((h) =>
    hexNeighbors(h)
      .map((n) => grid.fromCube(n))
      .filter((c) => grid.contains(c))
      .map((c) => at(label(c.col + 1, c.row + 1)))
      .sort((a, b) => a - b),
  );
  const n = ids.length;
  const edges = new Uint8Array(n * n);
  const mark = (a: string, b: string, flag: number) => {
    for (const i of [at(a) * n + at(b), at(b) * n + at(a)]) edges[i] = (edges[i] ?? 0) | flag;
  };
  for (const road of data.roads) road.hexes.forEach((hex, i) => i > 0 && mark(road.hexes[i - 1] as string, hex, EDGE_ROAD));
  for (const river of data.rivers) for (const [a, b] of river.hexsides) mark(a, b, EDGE_RIVER);
  return { columns, rows, ids, indexOf, column, cube, neighbours, edges, arras: at(data.map.arras) };
}

export const GEOMETRY: Geometry = createGeometry(ARRAS_DATA);

/** Static board data for user interfaces: everything needed to draw the map without knowing the rules. */
export interface ArrasBoard {
  readonly layout: 'flat-top, odd-q';
  readonly columns: number;
  readonly rows: number;
  readonly hexes: readonly {
    readonly id: string;
    readonly column: number;
    readonly row: number;
    readonly cube: Hex;
    readonly village?: string;
    readonly arras?: true;
    readonly turnBox?: number;
    readonly westEdge?: true;
  }[];
  readonly neighbours: Readonly<Record<string, readonly string[]>>;
  readonly roads: ArrasData['roads'];
  readonly rivers: ArrasData['rivers'];
  readonly arras: string;
  readonly villages: ArrasData['villages'];
  readonly turnTrack: ArrasData['turnTrack'];
  readonly counters: readonly CounterData[];
  readonly gun88: ArrasData['gun88'];
  readonly crt: ArrasData['crt'];
}

export function createBoard(data: ArrasData, geometry: Geometry): ArrasBoard {
  const village = new Map(data.villages.map((v) => [v.hex, v.name]));
  const turnBox = new Map(data.turnTrack.map((box) => [box.hex, box.turn]));
  return {
    layout: data.map.layout,
    columns: geometry.columns,
    rows: geometry.rows,
    hexes: geometry.ids.map((id, i) => ({
      id,
      column: columnOf(id),
      row: rowOf(id),
      cube: geometry.cube[i] as Hex,
      ...(village.has(id) ? { village: village.get(id) as string } : {}),
      ...(i === geometry.arras ? { arras: true as const } : {}),
      ...(turnBox.has(id) ? { turnBox: turnBox.get(id) as number } : {}),
      ...(geometry.column[i] === 1 ? { westEdge: true as const } : {}),
    })),
    neighbours: Object.fromEntries(geometry.ids.map((id, i) => [id, (geometry.neighbours[i] ?? []).map((n) => geometry.ids[n] as string)])),
    roads: data.roads,
    rivers: data.rivers,
    arras: data.map.arras,
    villages: data.villages,
    turnTrack: data.turnTrack,
    counters: data.counters,
    gun88: data.gun88,
    crt: data.crt,
  };
}

export const BOARD: ArrasBoard = createBoard(ARRAS_DATA, GEOMETRY);
