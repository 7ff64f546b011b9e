import type { BritishKind } from './data/board-data';
import type { EventOf, GrafSpeeEvent } from './events';
import { grafSpee } from './game';
import { accepted, counts, nextTurn, pieceEntered, refusal, setUp, speeMoved, stateAfter } from './spec-helpers';

const FLEET = { atlantic: { BB: 1, CV: 2, CA: 4, dummy: 2 }, indian: {} };

/** Turn 2 with the given pieces already in the Spee's hex B3 (entered there on turn 1), British movement. */
function inSpeeHex(pieces: [string, BritishKind][], extra: GrafSpeeEvent[] = []): GrafSpeeEvent[] {
  return [
    ...setUp(FLEET),
    speeMoved(1, 'B3', []),
    ...pieces.flatMap(([token, kind]) => pieceEntered(token, kind, 'B3')),
    ...nextTurn(1),
    ...extra,
    speeMoved(2, 'B3', []),
  ];
}

const combatOf = (events: GrafSpeeEvent[]) => events.find((e) => e.type === 'surface-combat') as EventOf<'surface-combat'>;
const endMovement = { type: 'end-movement' };

describe('GS-6 combat', () => {
  it('GS-6.1 surface combat follows when the search finds the Spee with a real ship in the hex', () => {
    const events = accepted(inSpeeHex([['t1', 'CA']]), 'british', endMovement, [5, 1, 1, 1, 1]);
    expect(events.map((e) => e.type)).toEqual(['movement-ended', 'spee-found', 'surface-combat', 'turn-ended', 'turn-started']);
  });

  it('GS-6.2 the Spee rolls 3 dice and hits on 5–6; the British rolls one die per strength point and hits on 6', () => {
    const events = accepted(inSpeeHex([['t1', 'CA']]), 'british', endMovement, [5, 4, 1, 6, 2]);
    expect(combatOf(events)).toEqual({
      type: 'surface-combat',
      target: 't1',
      targetKind: 'CA',
      speeDice: [5, 4, 1],
      speeHits: 1,
      britishDice: [6, 2],
      britishHits: 1,
      targetResult: 'damaged',
      speeResult: 'damaged',
      points: 1,
      score: 1,
      shadow: false,
    });
  });

  it('GS-6.2 against the BB the Spee hits only on 6; the BB rolls 9 dice', () => {
    const events = accepted(inSpeeHex([['t1', 'BB']]), 'british', endMovement, [5, 5, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(combatOf(events)).toMatchObject({ speeHits: 1, britishDice: [1, 1, 1, 1, 1, 1, 1, 1, 1], targetResult: 'damaged', points: 1 });
  });

  it('GS-6.2 a CV never fires; with only CVs in the hex the Spee fires and the British does not', () => {
    const events = accepted(inSpeeHex([['t1', 'CV']]), 'british', endMovement, [1, 1, 1]);
    expect(combatOf(events)).toMatchObject({ target: 't1', targetKind: 'CV', britishDice: [], britishHits: 0, speeResult: 'unhurt' });
    const mixed = accepted(inSpeeHex([['t1', 'CV'], ['t2', 'CA']]), 'british', endMovement, [1, 1, 1, 1, 1]);
    expect(combatOf(mixed)).toMatchObject({ target: 't2', britishDice: [1, 1] });
  });

  it('GS-6.2 the target must be a non-CV if any is present; the German chooses when the candidates differ', () => {
    const events = accepted(inSpeeHex([['t1', 'BB'], ['t2', 'CA'], ['t3', 'CV']]), 'british', endMovement);
    expect(events.slice(2)).toEqual([
      {
        type: 'target-required',
        candidates: [
          { token: 't1', kind: 'BB' },
          { token: 't2', kind: 'CA' },
        ],
      },
    ]);
    const choosing = [...inSpeeHex([['t1', 'BB'], ['t2', 'CA'], ['t3', 'CV']]), ...events];
    const state = stateAfter(choosing);
    expect(grafSpee.pending(state)).toEqual(['german']);
    expect(grafSpee.legal(state, 'german')).toEqual([
      { type: 'choose-target', token: 't1' },
      { type: 'choose-target', token: 't2' },
    ]);
    expect(refusal(choosing, 'german', { type: 'choose-target', token: 't3' })).toMatchObject({ code: 'ERR_TARGET_NOT_ALLOWED', rule: 'GS-6.2' });
    const dice = [6, 6, 1, ...Array.from({ length: 11 }, () => 1)];
    const fired = accepted(choosing, 'german', { type: 'choose-target', token: 't1' }, dice);
    expect(combatOf(fired)).toMatchObject({ target: 't1', targetKind: 'BB', speeHits: 2, targetResult: 'sunk', points: 9, britishDice: dice.slice(3) });
  });

  it('GS-6.2 Ruling: identical candidates need no choice (two CAs)', () => {
    const events = accepted(inSpeeHex([['t1', 'CA'], ['t2', 'CA']]), 'british', endMovement, [1, 1, 1, 1, 1, 1, 1]);
    expect(combatOf(events)).toMatchObject({ target: 't1', britishDice: [1, 1, 1, 1] });
  });

  it('GS-6.3 air attack: 3 dice hit on 6; 2 hits sink the Spee, who does not fire back', () => {
    const air = [
      ...setUp(FLEET),
      speeMoved(1, 'B3', []),
      ...pieceEntered('t1', 'CV', 'A3'),
      ...nextTurn(1),
      speeMoved(2, 'B3', []),
      { type: 'movement-ended', turn: 2 },
      { type: 'spee-not-found', by: 'surface' },
    ] as GrafSpeeEvent[];
    const events = accepted(air, 'british', { type: 'air-search', token: 't1', searched: 'B3' }, [6, 6, 5, 4]);
    expect(events.slice(2)).toEqual([
      { type: 'air-attack', token: 't1', dice: [6, 6, 5], hits: 2, speeResult: 'sunk' },
      expect.objectContaining({ type: 'game-ended', penaltyDie: 4, penalty: 4, score: -4 }),
    ]);
    const missed = accepted(air, 'british', { type: 'air-search', token: 't1', searched: 'B3' }, [5, 5, 5]);
    expect(missed[2]).toEqual({ type: 'air-attack', token: 't1', dice: [5, 5, 5], hits: 0, speeResult: 'unhurt' });
  });

  it('GS-6.4 1 hit damages a British piece: it goes to the Atlantic box as a fresh ship', () => {
    const before = inSpeeHex([['t1', 'CA']]);
    const events = accepted(before, 'british', endMovement, [5, 1, 1, 1, 1]);
    const state = stateAfter([...before, ...events]);
    expect(state.pieces).toEqual([]);
    expect(state.boxes.atlantic.ready).toEqual(counts({ BB: 1, CV: 2, CA: 4, dummy: 2 }));
    expect(grafSpee.view(state, 'german').british.losses).toEqual({ damaged: 1, sunk: 0, dummiesRemoved: 0 });
  });

  it('GS-6.4 2 or more hits sink it: it is removed', () => {
    const before = inSpeeHex([['t1', 'CA']]);
    const events = accepted(before, 'british', endMovement, [5, 6, 6, 1, 1]);
    expect(combatOf(events)).toMatchObject({ speeHits: 3, targetResult: 'sunk', points: 2 });
    const state = stateAfter([...before, ...events]);
    expect(state.pieces).toEqual([]);
    expect(state.boxes.atlantic.ready).toEqual(counts({ BB: 1, CV: 2, CA: 3, dummy: 2 }));
  });

  it('GS-6.5 1 hit damages the Spee, a hit on a damaged Spee sinks her and ends the game (GS-8.3)', () => {
    const once = accepted(inSpeeHex([['t1', 'CA']]), 'british', endMovement, [1, 1, 1, 6, 1]);
    expect(combatOf(once)).toMatchObject({ speeResult: 'damaged' });
    const damaged = inSpeeHex([['t1', 'CA']], [{ type: 'air-attack', token: 'tx', dice: [6, 1, 1], hits: 1, speeResult: 'damaged' }]);
    const sunk = accepted(damaged, 'british', endMovement, [1, 1, 1, 6, 1, 3]);
    expect(combatOf(sunk)).toMatchObject({ speeResult: 'sunk', shadow: false });
    expect(sunk[sunk.length - 1]).toMatchObject({ type: 'game-ended', penaltyDie: 3, outcome: { reason: 'spee-sunk', winner: 'british' } });
  });

  it('GS-6.5 2 hits in one combat sink an undamaged Spee', () => {
    const sunk = accepted(inSpeeHex([['t1', 'CA']]), 'british', endMovement, [1, 1, 1, 6, 6, 1]);
    expect(combatOf(sunk)).toMatchObject({ britishHits: 2, speeResult: 'sunk' });
    expect(sunk.map((e) => e.type)).toEqual(['movement-ended', 'spee-found', 'surface-combat', 'game-ended']);
  });

  it('GS-6.6 points: +1 per damaged piece; a sunk piece scores its strength (BB 9, CA 2) and a CV 6', () => {
    expect(combatOf(accepted(inSpeeHex([['t1', 'CV']]), 'british', endMovement, [5, 5, 1]))).toMatchObject({ points: 6, score: 6 });
    expect(combatOf(accepted(inSpeeHex([['t1', 'CV']]), 'british', endMovement, [5, 1, 1]))).toMatchObject({ points: 1 });
    expect(combatOf(accepted(inSpeeHex([['t1', 'CA']]), 'british', endMovement, [5, 5, 1, 1, 1]))).toMatchObject({ points: 2 });
    expect(combatOf(accepted(inSpeeHex([['t1', 'BB']]), 'british', endMovement, [6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]))).toMatchObject({ points: 9 });
    expect(combatOf(accepted(inSpeeHex([['t1', 'CA']]), 'british', endMovement, [1, 1, 1, 1, 1]))).toMatchObject({ points: 0 });
  });

  it('GS-6.6 / GS-8.1 combat points reaching 21 end the game at once', () => {
    const at20 = inSpeeHex([['t1', 'CA']], [{ type: 'raided', speeHex: 'B3', icon: false, die: 6, points: 19, score: 19 }]);
    const events = accepted(at20, 'british', endMovement, [5, 5, 1, 1, 1]);
    expect(events[events.length - 1]).toMatchObject({ type: 'game-ended', score: 21, outcome: { winner: 'german', reason: 'german-21-points' } });
  });

  it('GS-6.7 a CA that fired and was not damaged or sunk shadows the Spee next turn only', () => {
    const before = inSpeeHex([['t1', 'CA']]);
    const events = accepted(before, 'british', endMovement, [1, 1, 1, 1, 1]);
    expect(combatOf(events).shadow).toBe(true);
    expect(events[events.length - 1]).toEqual({ type: 'turn-started', turn: 3, shadowed: true });
    const next = accepted([...before, ...events], 'german', { type: 'move-spee', path: ['C3'] });
    expect(next[1]).toEqual({ type: 'spee-shadowed', turn: 3, speeHex: 'C3' });
  });

  it('GS-6.7 no shadow when the only CA was damaged, or when only a BB fought', () => {
    expect(combatOf(accepted(inSpeeHex([['t1', 'CA']]), 'british', endMovement, [5, 1, 1, 1, 1])).shadow).toBe(false);
    const bb = accepted(inSpeeHex([['t1', 'BB']]), 'british', endMovement, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(combatOf(bb).shadow).toBe(false);
    const twoCa = accepted(inSpeeHex([['t1', 'CA'], ['t2', 'CA']]), 'british', endMovement, [5, 1, 1, 1, 1, 1, 1]);
    expect(combatOf(twoCa)).toMatchObject({ targetResult: 'damaged', shadow: true });
  });

  it('GS-6 combat is public: both sides and spectators see the dice; spectators see no piece kind', () => {
    const combat = combatOf(accepted(inSpeeHex([['t1', 'CA']]), 'british', endMovement, [1, 1, 1, 1, 1]));
    expect(grafSpee.redact(combat, 'german')).toEqual(combat);
    expect(grafSpee.redact(combat, 'british')).toEqual(combat);
    const { targetKind: _kind, ...withoutKind } = combat;
    expect(grafSpee.redact(combat, 'spectator')).toEqual(withoutKind);
  });
});
