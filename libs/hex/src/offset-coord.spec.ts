import fc from 'fast-check';
import { hex } from './hex';
import { qOffsetFromCube, qOffsetToCube, rOffsetFromCube, rOffsetToCube, type OffsetParity } from './offset-coord';

const coord = fc.record({ col: fc.integer({ min: -40, max: 40 }), row: fc.integer({ min: -40, max: 40 }) });
const parity = fc.constantFrom<OffsetParity>('odd', 'even');

describe('OffsetCoord conversions', () => {
  it('round-trips pointy-top rows for both parities', () => {
    fc.assert(fc.property(parity, coord, (p, c) => expect(rOffsetFromCube(p, rOffsetToCube(p, c))).toEqual(c)));
  });

  it('round-trips flat-top columns for both parities', () => {
    fc.assert(fc.property(parity, coord, (p, c) => expect(qOffsetFromCube(p, qOffsetToCube(p, c))).toEqual(c)));
  });

  it('matches Red Blob reference values', () => {
    // odd-r: row 1 is shoved right, so (col 0,row 1) is cube (0,1,-1); even-r shoves row 0 instead.
    expect(rOffsetToCube('odd', { col: 0, row: 1 })).toEqual(hex(0, 1));
    expect(rOffsetToCube('even', { col: 0, row: 1 })).toEqual(hex(-1, 1));
    expect(qOffsetToCube('odd', { col: 1, row: 0 })).toEqual(hex(1, 0));
    expect(qOffsetToCube('even', { col: 1, row: 0 })).toEqual(hex(1, -1));
  });
});
