import type { Scene, SceneCell } from './scene';
import { samePrintedMap, sameShape } from './scene-shape';

const cell = (id: string, q: number, extra: Partial<SceneCell> = {}): SceneCell => ({ id, hex: { q, r: 0, s: -q }, terrain: 'sea', label: id, name: `${id}, empty`, ...extra });
const scene = (cells: SceneCell[], extra: Partial<Scene> = {}): Scene => ({ label: 'map', orientation: 'pointy', cells, hexsides: [], routes: [], boxes: [], counters: [], ...extra });

describe('scene shape', () => {
  it('is the same for two frames of one map whatever stands on it or how its cells are named', () => {
    const before = scene([cell('A1', 0), cell('A2', 1)]);
    const after = scene([cell('A1', 0, { name: 'A1: the Spee' }), cell('A2', 1)], { counters: [{ key: 'spee', at: 'A1', face: { kind: 'hidden', tone: 'kriegsmarine' }, name: 'Spee' }] });
    expect(sameShape(before, after)).toBe(true);
    expect(samePrintedMap(before, after)).toBe(true);
  });

  it('differs when a cell moves, a cell is added, or the orientation changes', () => {
    const base = scene([cell('A1', 0), cell('A2', 1)]);
    expect(sameShape(base, scene([cell('A1', 0), cell('A2', 2)]))).toBe(false);
    expect(sameShape(base, scene([cell('A1', 0)]))).toBe(false);
    expect(sameShape(base, scene([cell('A1', 0), cell('A2', 1)], { orientation: 'flat' }))).toBe(false);
    expect(sameShape(base, scene([cell('A1', 0), cell('A2', 1)], { boxes: [{ id: 'atlantic', label: 'Atlantic', borders: ['A1'], side: 'west', name: 'Atlantic' }] }))).toBe(false);
  });

  it('prints differently when a cell’s terrain, label, place or marks change, or a road does', () => {
    const base = scene([cell('A1', 0), cell('A2', 1)]);
    expect(samePrintedMap(base, scene([cell('A1', 0, { terrain: 'land' }), cell('A2', 1)]))).toBe(false);
    expect(samePrintedMap(base, scene([cell('A1', 0, { place: 'Arras' }), cell('A2', 1)]))).toBe(false);
    expect(samePrintedMap(base, scene([cell('A1', 0, { marks: ['transport'] }), cell('A2', 1)]))).toBe(false);
    expect(samePrintedMap(base, scene([cell('A1', 0), cell('A2', 1)], { routes: [{ id: 'road', kind: 'road', cells: ['A1', 'A2'] }] }))).toBe(false);
  });
});
