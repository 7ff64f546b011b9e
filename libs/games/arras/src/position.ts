import { GEOMETRY } from './board';
import { COUNTERS, type ArrasState, type Side } from './state';

/**
 * Who stands where and which hexes each side's zone of control covers, as arrays by hex index: built once per
 * decision so that move, retreat and attack checks are table look-ups.
 */
export interface Position {
  /** Unit id per hex index, or undefined. */
  readonly occupant: readonly (string | undefined)[];
  /** Side of the occupant per hex index: 0 empty, SIDE_CODE.allied or SIDE_CODE.german. */
  readonly sideAt: Uint8Array;
  /** AR-6.1: hexes in the ZOC of each side's non-disrupted units on the map (1 = covered). */
  readonly zoc: Readonly<Record<Side, Uint8Array>>;
}

const HEX_COUNT = GEOMETRY.ids.length;
export const SIDE_CODE = { allied: 1, german: 2 } as const;

export function positionOf(state: ArrasState): Position {
  const occupant: (string | undefined)[] = new Array(HEX_COUNT);
  const sideAt = new Uint8Array(HEX_COUNT);
  const zoc = { allied: new Uint8Array(HEX_COUNT), german: new Uint8Array(HEX_COUNT) };
  for (const id in state.units) {
    const unit = state.units[id];
    if (!unit || unit.hex === null) continue;
    const at = GEOMETRY.indexOf.get(unit.hex);
    if (at === undefined) continue;
    occupant[at] = id;
    const side = sideOf(id);
    sideAt[at] = SIDE_CODE[side];
    // AR-6.1, AR-6.5: a disrupted unit exerts no ZOC.
    if (unit.disrupted) continue;
    const covered = zoc[side];
    for (const n of GEOMETRY.neighbours[at] ?? []) covered[n] = 1;
  }
  return { occupant, sideAt, zoc };
}

export const sideOf = (unitId: string): Side => COUNTERS.get(unitId)?.side ?? 'allied';

/** The hexes where `side`'s units stand in an enemy ZOC (AR-6.2). */
export const enemyZoc = (position: Position, side: Side): Uint8Array => position.zoc[side === 'allied' ? 'german' : 'allied'];

export const hexIndex = (label: string): number | undefined => GEOMETRY.indexOf.get(label);
export const hexLabel = (index: number): string => GEOMETRY.ids[index] as string;
