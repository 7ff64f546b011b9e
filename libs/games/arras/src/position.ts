import { GEOMETRY } from './board';
import { COUNTERS, type ArrasState, type Side } from './state';

/**
 * Who stands where and which hexes each side's zone of control covers, as arrays by hex index: built once per
 * decision so that move, retreat and attack checks are table look-ups.
 */
export interface Position {
  /** A unit id per hex index (one of them where units are stacked), or undefined. */
  readonly occupant: readonly (string | undefined)[];
  /** How many units stand on each hex index: 2 only in a movement phase, where AR-7.2 lets a move end on a friend. */
  readonly count: readonly number[];
  /** The hex indexes where two or more units stand (AR-7.2), rising. */
  readonly stacked: readonly number[];
  /** Side of the occupant per hex index: 0 empty, SIDE_CODE.allied or SIDE_CODE.german. */
  readonly sideAt: readonly number[];
  /** AR-6.1: hexes in the ZOC of each side's non-disrupted units on the map (1 = covered). */
  readonly zoc: Readonly<Record<Side, readonly number[]>>;
}

const HEX_COUNT = GEOMETRY.ids.length;
// The map's tables, read once: positions are built for every `legal` and `decide`.
const { indexOf: INDEX_OF, neighbours: NEIGHBOURS } = GEOMETRY;
export const SIDE_CODE = { allied: 1, german: 2 } as const;

export function positionOf(state: ArrasState): Position {
  const occupant: (string | undefined)[] = new Array(HEX_COUNT);
  // plain arrays: typed arrays this size live off the heap, and positions are built for every `legal` and `decide`
  const sideAt: number[] = new Array<number>(HEX_COUNT).fill(0);
  const count: number[] = new Array<number>(HEX_COUNT).fill(0);
  const stacked: number[] = [];
  const zoc = { allied: new Array<number>(HEX_COUNT).fill(0), german: new Array<number>(HEX_COUNT).fill(0) };
  for (const id in state.units) {
    const unit = state.units[id];
    if (!unit || unit.hex === null) continue;
    const at = INDEX_OF.get(unit.hex);
    if (at === undefined) continue;
    occupant[at] = id;
    count[at] = (count[at] ?? 0) + 1;
    if (count[at] === 2) stacked.push(at);
    const side = sideOf(id);
    sideAt[at] = SIDE_CODE[side];
    // AR-6.1, AR-6.5: a disrupted unit exerts no ZOC.
    if (unit.disrupted) continue;
    const covered = zoc[side];
    for (const n of NEIGHBOURS[at] ?? []) covered[n] = 1;
  }
  if (stacked.length > 1) stacked.sort((a, b) => a - b);
  return { occupant, count, sideAt, zoc, stacked };
}

/** Every unit on the hex, in counter order (several only where AR-7.2 allows a stack for now). */
export const unitsAt = (state: ArrasState, hex: string): string[] => Object.keys(state.units).filter((id) => state.units[id]?.hex === hex);

export const sideOf = (unitId: string): Side => COUNTERS.get(unitId)?.side ?? 'allied';

/** The hexes where `side`'s units stand in an enemy ZOC (AR-6.2). */
export const enemyZoc = (position: Position, side: Side): readonly number[] => position.zoc[side === 'allied' ? 'german' : 'allied'];

export const hexIndex = (label: string): number | undefined => INDEX_OF.get(label);
const IDS = GEOMETRY.ids;
export const hexLabel = (index: number): string => IDS[index] as string;
