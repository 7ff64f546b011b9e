import { board, type HexId } from '@wargames/graf-spee';
import { hexIndex, seaHexes } from './spee-belief';

/** Distances and neighbours between sea hexes by index, computed once: the bots' inner loops read these tables. */
const SEA = seaHexes();
export const SEA_COUNT = SEA.length;
const DISTANCE = new Uint8Array(SEA_COUNT * SEA_COUNT);
for (let i = 0; i < SEA_COUNT; i++) {
  for (let j = 0; j < SEA_COUNT; j++) DISTANCE[i * SEA_COUNT + j] = board.distance(SEA[i] as HexId, SEA[j] as HexId);
}
const NEIGHBOURS: readonly (readonly number[])[] = SEA.map((hex) => board.neighbours(hex).map(hexIndex).filter((i) => i >= 0));

export const seaDistance = (i: number, j: number): number => DISTANCE[i * SEA_COUNT + j] as number;
export const seaNeighbours = (i: number): readonly number[] => NEIGHBOURS[i] as readonly number[];
