import { oddQGrid, oddRGrid } from '@wargames/hex';
import { drawHexMap } from './text-hex-map';

describe('drawHexMap', () => {
  it('pointy-top odd-r: odd rows shift half a column right (Graf Spee rows B and D)', () => {
    const grid = oddRGrid(2, 2);
    const cells = [
      { hex: grid.toCube({ col: 0, row: 0 }), lines: ['A1'] },
      { hex: grid.toCube({ col: 1, row: 0 }), lines: ['A2'] },
      { hex: grid.toCube({ col: 0, row: 1 }), lines: ['B1'] },
      { hex: grid.toCube({ col: 1, row: 1 }), lines: ['B2'] },
    ];
    expect(drawHexMap(cells, { orientation: 'pointy-top', columnWidth: 6, rowHeight: 2 })).toEqual(['A1    A2', '', '   B1    B2']);
  });

  it('flat-top odd-q: odd columns shift half a row down (Arras columns 02, 04, …)', () => {
    const grid = oddQGrid(2, 2);
    const cells = [
      { hex: grid.toCube({ col: 0, row: 0 }), lines: ['0101', 'x'] },
      { hex: grid.toCube({ col: 1, row: 0 }), lines: ['0201', 'y'] },
      { hex: grid.toCube({ col: 0, row: 1 }), lines: ['0102', 'z'] },
    ];
    expect(drawHexMap(cells, { orientation: 'flat-top', columnWidth: 5, rowHeight: 4 })).toEqual(['0101', 'x', '     0201', '     y', '0102', 'z']);
  });
});
