import { boxLayout, boxLayouts } from './box-layout';
import { sceneGeometry } from './geometry';
import type { Scene } from './scene';

const COUNTER = 44;
const wide = { x: 0, y: 0, width: 208, height: 50 };
// As the Indian Ocean box beside B6: as wide as tall, too narrow for a counter beside its name.
const tall = { x: 300, y: 100, width: 104, height: 100 };

describe('the layout of an off-map box', () => {
  it('centres its name and count when nothing stands in it', () => {
    expect(boxLayout(wide, 'north', true, false, COUNTER)).toEqual({ label: { x: 104, y: 22 }, detail: { x: 104, y: 37 }, counters: { x: 104, y: 25 } });
    expect(boxLayout(wide, 'north', false, false, COUNTER).label).toEqual({ x: 104, y: 29 });
  });

  it('puts counters at the right end of a box above the map and the texts in the rest, apart', () => {
    const layout = boxLayout(wide, 'north', true, true, COUNTER);
    const counterLeft = layout.counters.x - COUNTER / 2;
    expect(layout.counters.x + COUNTER / 2).toBeLessThanOrEqual(wide.width);
    expect(layout.counters.y - COUNTER / 2).toBeGreaterThanOrEqual(wide.y);
    expect(layout.counters.y + COUNTER / 2).toBeLessThanOrEqual(wide.y + wide.height);
    // The texts are centred in what the counter leaves: half of it on either side of their centre.
    expect(layout.label.x).toBe(layout.detail.x);
    expect(layout.label.x).toBeLessThan(counterLeft / 2 + 5);
    expect(layout.label.x).toBeGreaterThan(counterLeft / 2 - 5);
  });

  it('puts counters at the bottom of a box beside the map and the texts above them', () => {
    const layout = boxLayout(tall, 'east', true, true, COUNTER);
    const counterTop = layout.counters.y - COUNTER / 2;
    expect(layout.counters.x).toBe(tall.x + tall.width / 2);
    expect(layout.counters.y + COUNTER / 2).toBeLessThanOrEqual(tall.y + tall.height);
    expect(layout.label.y).toBeGreaterThan(tall.y + 10);
    // The count's baseline, with room for its descenders, stays above the counter.
    expect(layout.detail.y + 3).toBeLessThanOrEqual(counterTop);
  });
});

describe('the layouts of a scene’s boxes', () => {
  it('moves the texts aside only in the box a counter stands in', () => {
    const scene: Scene = {
      label: 'test',
      orientation: 'pointy',
      cells: [
        { id: 'A1', hex: { q: 0, r: 0, s: 0 }, terrain: 'sea', label: 'A1', name: 'A1' },
        { id: 'A2', hex: { q: 1, r: 0, s: -1 }, terrain: 'sea', label: 'A2', name: 'A2' },
      ],
      hexsides: [],
      routes: [],
      boxes: [
        { id: 'north', label: 'North', borders: ['A1', 'A2'], side: 'north', detail: '2 pieces', name: 'North' },
        { id: 'east', label: 'East', borders: ['A2'], side: 'east', name: 'East' },
      ],
      counters: [{ key: 'spee', at: 'east', face: { kind: 'hidden', tone: 'kriegsmarine' }, name: 'Spee' }],
    };
    const geometry = sceneGeometry(scene);
    const layouts = boxLayouts(scene, geometry, COUNTER);
    const rect = (id: string) => geometry.boxes.get(id) as NonNullable<ReturnType<typeof geometry.boxes.get>>;
    expect(layouts.get('north')).toEqual(boxLayout(rect('north'), 'north', true, false, COUNTER));
    expect(layouts.get('east')).toEqual(boxLayout(rect('east'), 'east', false, true, COUNTER));
  });
});
