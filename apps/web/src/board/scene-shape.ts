import type { Scene } from './scene';

const sameList = <T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean): boolean =>
  a === b || (a.length === b.length && a.every((x, i) => same(x, b[i] as T)));

const sameStrings = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean => sameList(a ?? [], b ?? [], (x, y) => x === y);

/**
 * Whether two scenes place the same cells and boxes: then they have the same geometry (centres, box rectangles,
 * hexside lines, view box). Frames of one game differ only in what stands where, so a step keeps the geometry.
 */
export function sameShape(a: Scene, b: Scene): boolean {
  return (
    a.orientation === b.orientation &&
    sameList(a.cells, b.cells, (x, y) => x.id === y.id && x.hex.q === y.hex.q && x.hex.r === y.hex.r && x.hex.s === y.hex.s) &&
    sameList(a.boxes, b.boxes, (x, y) => x.id === y.id && x.side === y.side && sameStrings(x.borders, y.borders)) &&
    sameList(a.hexsides, b.hexsides, (x, y) => x.id === y.id && x.between[0] === y.between[0] && x.between[1] === y.between[1])
  );
}

/**
 * Whether two scenes print the same map: the same shape, and every cell with the same terrain, label, place, turn box
 * and marks, the same roads and rivers. Cell names (what stands on a hex, for a target's accessible name) may differ.
 */
export function samePrintedMap(a: Scene, b: Scene): boolean {
  return (
    sameShape(a, b) &&
    sameList(a.cells, b.cells, (x, y) => x.terrain === y.terrain && x.label === y.label && x.place === y.place && x.turn === y.turn && sameStrings(x.marks, y.marks)) &&
    sameList(a.routes, b.routes, (x, y) => x.id === y.id && x.kind === y.kind && sameStrings(x.cells, y.cells)) &&
    sameList(a.hexsides, b.hexsides, (x, y) => x.kind === y.kind)
  );
}
