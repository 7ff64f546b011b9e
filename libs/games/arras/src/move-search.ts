import { EDGE_RIVER, EDGE_ROAD, GEOMETRY } from './board';
import { enemyZoc, hexIndex, hexLabel, SIDE_CODE, sideOf, type Position } from './position';
import { counter, enemyOf, type ArrasState } from './state';

const HEX_COUNT = GEOMETRY.ids.length;
// The map's tables, read once: the search below runs for every unit on every `legal`.
const { edges: EDGES, neighbours: NEIGHBOURS } = GEOMETRY;
const ROAD = EDGE_ROAD;
const RIVER = EDGE_RIVER;
/** AR-4.1: the column-1 hexes, where a German unit may leave westward. */
const WEST_EDGE = GEOMETRY.ids.flatMap((_, at) => (GEOMETRY.column[at] === 1 ? [at] : []));
/** Leaving the map westward costs 1 MP (AR-4.1), counted in half MP like every cost here. */
export const EXIT_COST = 2;
export const UNREACHED = 0x7fff;

/**
 * AR-7.1 cost of one step in half MP: ½ MP hex to hex along the same road (a bridge: no river cost), else 1 MP,
 * +1 MP across a river hexside.
 */
export function stepCostHalves(from: number, to: number): number {
  const edge = EDGES[from * HEX_COUNT + to] ?? 0;
  if (edge & ROAD) return 1;
  return edge & RIVER ? 4 : 2;
}

/** Movement cost in MP of one step between two hexes given by label. */
export function stepCost(from: string, to: string): number {
  return stepCostHalves(hexIndex(from) as number, hexIndex(to) as number) / 2;
}

/** Where one unit's move may go: the cheapest cost of every hex and the way there. */
export interface MoveSearch {
  readonly start: number;
  /** Half MP budget (AR-7.1). */
  readonly budget: number;
  /** Cheapest cost in half MP per hex index, UNREACHED where the move cannot get (enemy hexes included). */
  readonly cost: readonly number[];
  readonly parent: readonly number[];
  /** AR-4.1: the cheapest column-1 hex a German unit may leave westward from, or -1. */
  readonly exitFrom: number;
}

/**
 * Dijkstra on half MP from the unit's hex. Entering an EZOC hex ends movement and no step goes from one EZOC hex to
 * another (AR-6.2); enemy hexes are closed; friendly hexes may be crossed (AR-7.2) — whether a move may end on one is
 * the stacking check's business. Friends never change the search, so within a movement phase (where enemies stand
 * still) a unit that has not moved keeps the same search.
 */
export function searchMoves(state: ArrasState, unitId: string, position: Position): MoveSearch | null {
  const unit = state.units[unitId];
  if (!unit || unit.hex === null) return null;
  const start = hexIndex(unit.hex) as number;
  const side = sideOf(unitId);
  const budget = counter(unitId).movement * 2;
  const ezoc = enemyZoc(position, side);
  const enemy = SIDE_CODE[enemyOf(side)];
  const { sideAt } = position;
  // plain arrays: typed arrays this size live off the heap, and allocating them costs more than the search
  const cost: number[] = new Array<number>(HEX_COUNT).fill(UNREACHED);
  const parent: number[] = new Array<number>(HEX_COUNT).fill(-1);
  const buckets: number[][] = [];
  for (let i = 0; i <= budget; i++) buckets.push([]);
  cost[start] = 0;
  buckets[0]?.push(start);
  for (let spent = 0; spent <= budget; spent++) {
    const bucket = buckets[spent] as number[];
    for (let b = 0; b < bucket.length; b++) {
      const here = bucket[b] as number;
      if (cost[here] !== spent) continue;
      if (here !== start && ezoc[here]) continue; // AR-6.2: entering an EZOC ends the move
      const around = NEIGHBOURS[here] as readonly number[];
      for (let k = 0; k < around.length; k++) {
        const next = around[k] as number;
        if (sideAt[next] === enemy) continue;
        if (here === start && ezoc[start] && ezoc[next]) continue;
        const total = spent + stepCostHalves(here, next);
        if (total > budget || total >= (cost[next] as number)) continue;
        cost[next] = total;
        parent[next] = here;
        buckets[total]?.push(next);
      }
    }
  }
  let exitFrom = -1;
  if (side === 'german') {
    for (const at of WEST_EDGE) {
      const spent = cost[at] as number;
      // AR-4.1 (the rules file's Ruling): from column 1 for 1 MP more. Ruling: not once the move has been stopped by
      // an EZOC (AR-6.2); a unit that starts in an EZOC may leave
      if (spent + EXIT_COST > budget || (at !== start && ezoc[at])) continue;
      if (exitFrom < 0 || spent < (cost[exitFrom] as number)) exitFrom = at;
    }
  }
  return { start, budget, cost, parent, exitFrom };
}

/** Every hex entered on the cheapest way to `target`, in order. */
export function pathTo(search: MoveSearch, target: number): string[] {
  const path: string[] = [];
  for (let at = target; at !== search.start; at = search.parent[at] as number) path.push(hexLabel(at));
  return path.reverse();
}

/** Whether the move may end on the hex (leaving aside who stands there): reached, and not where it started. */
export const reaches = (search: MoveSearch, at: number): boolean => at !== search.start && (search.cost[at] as number) !== UNREACHED;
