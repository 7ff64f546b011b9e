import { lastMoveHexes } from './last-move';

// A Graf Spee turn as the British page receives it (GS-9: the Spee's move comes without her hexes).
const log = [
  { seq: 10, actor: 'german', event: { type: 'spee-moved', turn: 2, speeFrom: 'B4', path: ['B5', 'C5'], refuelledAt: null } },
  { seq: 11, actor: 'british', event: { type: 'piece-moved', token: 'p-17', from: 'A2', to: 'B3' } },
  { seq: 12, actor: 'british', event: { type: 'piece-moved', token: 'p-18', from: 'D1', to: 'D2' } },
  { seq: 13, actor: 'british', event: { type: 'movement-ended', turn: 2 } },
  { seq: 14, actor: null, event: { type: 'turn-ended', turn: 2 } },
];

describe('lastMoveHexes', () => {
  it('names the hexes of the last side’s commands since the other side acted, past the events no side made', () => {
    expect(lastMoveHexes('graf-spee', log, 'german').sort()).toEqual(['A2', 'B3', 'D1', 'D2']);
  });

  it('stops at the other side’s move (GS-4.1 then GS-5.4)', () => {
    expect(lastMoveHexes('graf-spee', log.slice(0, 2), 'german').sort()).toEqual(['A2', 'B3']);
  });

  it('names only what the viewer’s redacted events hold: the Spee’s move redacted for the British (GS-9) marks nothing', () => {
    const redacted = [{ seq: 10, actor: 'german', event: { type: 'spee-moved', turn: 2 } }];
    expect(lastMoveHexes('graf-spee', redacted, 'british')).toEqual([]);
    expect(lastMoveHexes('graf-spee', log.slice(0, 1), 'german').sort()).toEqual(['B4', 'B5', 'C5']);
  });

  it('marks nothing before anything happened', () => {
    expect(lastMoveHexes('arras', [], 'allied')).toEqual([]);
  });
});
