import { BAD_HEX_LABEL, formatCcrrLabel, formatRowLetterLabel, parseCcrrLabel, parseRowLetterLabel } from './hex-label';
import { oddQGrid, oddRGrid } from './offset-grid';

describe('row-letter labels (Graf Spee)', () => {
  const grid = oddRGrid(6, 5);

  it('parses B3 as row 1, column 2 and formats it back', () => {
    expect(parseRowLetterLabel('B3', grid)).toEqual({ ok: true, value: { row: 1, col: 2 } });
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 6; col++) {
        const label = formatRowLetterLabel({ col, row });
        expect(parseRowLetterLabel(label, grid)).toEqual({ ok: true, value: { col, row } });
      }
    }
  });

  it.each(['', 'b3', '3B', 'B', 'B03', 'A0', 'BB3', ' B3'])('rejects the malformed label %p with a clear error', (label) => {
    const result = parseRowLetterLabel(label, grid, 'GS-2');
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: BAD_HEX_LABEL, rule: 'GS-2' }) });
    if (!result.ok) expect(result.error.message).toMatch(/not a hex name/);
  });

  it.each(['F1', 'A7', 'E12'])('rejects %p as off the map', (label) => {
    const result = parseRowLetterLabel(label, grid);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/off the map \(rows A–E, columns 1–6\)/);
  });
});

describe('CCRR labels (Arras)', () => {
  const grid = oddQGrid(10, 8);

  it('parses 0503 as column 5, row 3 and round-trips the whole map', () => {
    expect(parseCcrrLabel('0503', grid)).toEqual({ ok: true, value: { col: 4, row: 2 } });
    for (let col = 0; col < 10; col++) {
      for (let row = 0; row < 8; row++) {
        expect(parseCcrrLabel(formatCcrrLabel({ col, row }), grid)).toEqual({ ok: true, value: { col, row } });
      }
    }
  });

  it.each(['503', '05031', 'ab03', '05-3', ''])('rejects the malformed label %p', (label) => {
    const result = parseCcrrLabel(label, grid, 'AR-2');
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: BAD_HEX_LABEL, rule: 'AR-2' }) });
  });

  it.each(['0000', '1101', '0109', '0100'])('rejects %p as off the map', (label) => {
    const result = parseCcrrLabel(label, grid);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/off the map/);
  });
});
