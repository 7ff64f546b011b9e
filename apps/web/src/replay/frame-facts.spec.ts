import { changedHexes, nextTurnStep, previousTurnStep, speeTrail, turnStarts, type AnyFrame } from './frame-facts';

const frame = (step: number, view: object, events: object[] = []): AnyFrame =>
  ({ gameId: 'g', perspective: 'omniscient', step, steps: 4, version: step, actor: null, events: events.map((event, i) => ({ seq: step * 10 + i, actor: null, event })), view, pending: [], outcome: null }) as unknown as AnyFrame;

const spee = (turn: number, speeHex: string | null, pieces: { token: string; at: string }[] = []) => ({ turn, spee: { speeHex }, pieces });

describe('turns', () => {
  const frames = [frame(0, spee(0, null)), frame(1, spee(1, 'B4')), frame(2, spee(1, 'B5')), frame(3, spee(2, 'C5')), frame(4, spee(2, 'C5'))];

  it('starts a turn where the view’s turn changes; PageUp and PageDown go between them', () => {
    const starts = turnStarts(frames);
    expect(starts).toEqual([0, 1, 3]);
    expect(nextTurnStep(starts, 1, 4)).toBe(3);
    expect(nextTurnStep(starts, 3, 4)).toBe(4);
    expect(previousTurnStep(starts, 3)).toBe(1);
    expect(previousTurnStep(starts, 0)).toBe(0);
  });

  it('draws the Spee’s trail only from views that hold her hex', () => {
    expect(speeTrail(frames, 4)).toEqual(['B4', 'B5', 'C5']);
    expect(speeTrail([frame(0, spee(1, null)), frame(1, spee(1, null))], 1)).toEqual([]);
  });
});

describe('changedHexes', () => {
  it('marks the hexes a piece left and entered, and those the events name', () => {
    const frames = [
      frame(0, spee(1, null, [{ token: 'a', at: 'A2' }])),
      frame(1, spee(1, null, [{ token: 'a', at: 'B3' }]), [{ type: 'piece-moved', token: 'a', from: 'A2', to: 'B3' }]),
      frame(2, spee(1, null, []), [{ type: 'air-searched', searched: 'C4', found: false }]),
    ];
    expect(changedHexes('graf-spee', frames, 1, 'british').sort()).toEqual(['A2', 'B3']);
    expect(changedHexes('graf-spee', frames, 2, 'spectator').sort()).toEqual(['B3', 'C4']);
    expect(changedHexes('graf-spee', frames, 0, 'british')).toEqual([]);
  });

  it('marks nothing the redacted frames do not hold: a secret Spee move shows no hex to the British', () => {
    const frames = [frame(0, spee(1, null)), frame(1, spee(1, null), [{ type: 'spee-moved', turn: 1 }])];
    expect(changedHexes('graf-spee', frames, 1, 'british')).toEqual([]);
  });
});
