import { boxLayout } from './box-layout';

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
