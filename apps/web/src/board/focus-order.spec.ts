import { arrowDirection, nextInDirection, readingOrder, type Placed } from './focus-order';

// A pointy-top patch: a centre hex, its east and west neighbours, and the two hexes of the row above.
const patch: Placed<string>[] = [
  { id: 'centre', at: { x: 0, y: 0 } },
  { id: 'east', at: { x: 69, y: 0 } },
  { id: 'west', at: { x: -69, y: 0 } },
  { id: 'north-east', at: { x: 35, y: -60 } },
  { id: 'north-west', at: { x: -35, y: -60 } },
];
const centre = patch[0] as Placed<string>;

describe('arrow keys between board targets', () => {
  it('go to the nearest target in the arrow’s direction', () => {
    expect(nextInDirection(centre, patch, 'right')).toBe('east');
    expect(nextInDirection(centre, patch, 'left')).toBe('west');
    expect(['north-east', 'north-west']).toContain(nextInDirection(centre, patch, 'up'));
  });

  it('stay put when nothing lies that way', () => {
    expect(nextInDirection(centre, patch, 'down')).toBeNull();
    expect(nextInDirection(patch[1] as Placed<string>, patch, 'right')).toBeNull();
  });

  it('prefer the target straight ahead to a nearer one off to the side', () => {
    const targets: Placed<string>[] = [centre, { id: 'ahead', at: { x: 100, y: 0 } }, { id: 'aside', at: { x: 50, y: 45 } }];
    expect(nextInDirection(centre, targets, 'right')).toBe('ahead');
  });

  it('maps only the four arrow keys', () => {
    expect(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Enter', 'a'].map(arrowDirection)).toEqual(['left', 'right', 'up', 'down', null, null]);
  });
});

describe('readingOrder', () => {
  it('reads top to bottom, then left to right', () => {
    expect(readingOrder(patch, 20)).toEqual(['north-west', 'north-east', 'west', 'centre', 'east']);
  });
});
