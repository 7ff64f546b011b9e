import raw from './graf-spee.json';
import { loadBoardData } from './board-data';

const broken = (change: (data: Record<string, unknown>) => void): unknown => {
  const copy = JSON.parse(JSON.stringify(raw)) as Record<string, unknown>;
  change(copy);
  return copy;
};

describe('graf-spee.json (GS-1, GS-2)', () => {
  it('GS-2 the map data file loads and validates', () => {
    const data = loadBoardData(raw);
    expect(data.land).toEqual(['A6']);
    expect(data.transportIcons).toEqual(['A3', 'B5', 'C2', 'D4']);
    expect(data.boxes.map((b) => [b.id, b.borders])).toEqual([
      ['atlantic', ['A1', 'A2', 'A3']],
      ['indian', ['B6']],
    ]);
  });

  it('GS-1 the pieces are the Spee and nine British pieces', () => {
    const data = loadBoardData(raw);
    expect(data.spee).toEqual({ strength: 3, moves: 2, damagedMoves: 1, refuelBonus: 1 });
    expect(data.britishPieces.map((p) => [p.kind, p.strength, p.count, p.moves])).toEqual([
      ['BB', 9, 1, 1],
      ['CV', 3, 2, 2],
      ['CA', 2, 4, 2],
      ['dummy', 0, 2, 2],
    ]);
  });

  it('rejects a hex name that is not on the map, naming the field and the reason', () => {
    const bad = broken((d) => ((d['transportIcons'] as string[])[1] = 'F9'));
    expect(() => loadBoardData(bad, 'test.json')).toThrow('test.json is invalid: transportIcons.1: hex "F9" is off the map');
  });

  it('rejects a box bordered by a land hex', () => {
    const bad = broken((d) => (d['boxes'] = [{ id: 'atlantic', label: 'Atlantic', borders: ['A6'] }, { id: 'indian', label: 'Indian Ocean', borders: ['B6'] }]));
    expect(() => loadBoardData(bad)).toThrow('boxes.0.borders.0: "A6" is land, not a sea hex');
  });

  it('rejects a piece kind the rules do not know and a missing field', () => {
    const unknownKind = broken((d) => (d['britishPieces'] = (d['britishPieces'] as { kind: string }[]).map((p, i) => (i === 0 ? { ...p, kind: 'SS' } : p))));
    expect(() => loadBoardData(unknownKind)).toThrow(/britishPieces\.0\.kind/);
    const missing = broken((d) => delete d['scuttleHex']);
    expect(() => loadBoardData(missing)).toThrow(/scuttleHex/);
  });

  it('rejects a malformed hex name and unknown top-level fields', () => {
    expect(() => loadBoardData(broken((d) => (d['scuttleHex'] = 'e1')))).toThrow('scuttleHex: "e1" is not a hex name');
    expect(() => loadBoardData(broken((d) => (d['extra'] = 1)))).toThrow(/extra/);
  });

  it('rejects a file that is not an object at all', () => {
    expect(() => loadBoardData(null)).toThrow(/^graf-spee.json is invalid: \(root\)/);
  });
});
