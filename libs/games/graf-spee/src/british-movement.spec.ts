import type { GrafSpeeEvent } from './events';
import { grafSpee } from './game';
import { accepted, counts, givenEvents, nextTurn, pieceEntered, refusal, setUp, speeMoved, stateAfter } from './spec-helpers';

/** Turn 1, British movement; the Spee stays on B3. Atlantic box: BB CV CA CA dummy (draw order). */
const britishTurn: GrafSpeeEvent[] = [...setUp(), speeMoved(1, 'B3', [])];
/** Turn 2 with a CA (t1) on A1, a BB (t2) on A2 and a CV (t3) on A3. */
const withPieces: GrafSpeeEvent[] = [
  ...setUp(),
  speeMoved(1, 'B3', []),
  ...pieceEntered('t1', 'CA', 'A1'),
  ...pieceEntered('t2', 'BB', 'A2'),
  ...pieceEntered('t3', 'CV', 'A3'),
  ...nextTurn(1),
  speeMoved(2, 'B3', []),
];
const moveCmd = (token: string, to: string) => ({ type: 'move-piece', token, to });

describe('GS-5 British movement', () => {
  it('GS-5.1 pieces on the map lie face down: the German sees where, not what; stacking is unlimited', () => {
    const stacked = [...withPieces, { type: 'piece-moved', token: 't1', from: 'A1', to: 'A2' } as GrafSpeeEvent];
    const state = stateAfter(stacked);
    expect(grafSpee.view(state, 'german').pieces.map((p) => [p.token, p.at, p.kind])).toEqual([
      ['t1', 'A2', null],
      ['t2', 'A2', null],
      ['t3', 'A3', null],
    ]);
    expect(grafSpee.view(state, 'british').pieces.map((p) => p.kind)).toEqual(['CA', 'BB', 'CV']);
    expect(grafSpee.view(state, 'spectator').pieces.map((p) => p.kind)).toEqual([null, null, null]);
  });

  it('GS-5.2 up to 3 different pieces move a turn', () => {
    const three = [
      ...withPieces,
      { type: 'piece-moved', token: 't1', from: 'A1', to: 'B1' },
      { type: 'piece-moved', token: 't2', from: 'A2', to: 'B2' },
      { type: 'piece-moved', token: 't3', from: 'A3', to: 'B3' },
    ] as GrafSpeeEvent[];
    expect(refusal(three, 'british', { type: 'draw-from-box', box: 'atlantic' })).toMatchObject({ code: 'ERR_NO_MOVES_LEFT', rule: 'GS-5.2' });
    expect(grafSpee.legal(stateAfter(three), 'british')).toEqual([{ type: 'end-movement' }]);
  });

  it('GS-5.2 no piece moves twice', () => {
    const once = [...withPieces, { type: 'piece-moved', token: 't1', from: 'A1', to: 'B1' } as GrafSpeeEvent];
    expect(refusal(once, 'british', moveCmd('t1', 'C1'))).toMatchObject({ code: 'ERR_PIECE_ALREADY_MOVED', rule: 'GS-5.2' });
    expect(refusal(withPieces, 'british', moveCmd('t99', 'C1'))).toMatchObject({ code: 'ERR_UNKNOWN_PIECE', rule: 'GS-5.2' });
  });

  it('GS-5.3 before moving, 1 point to the German buys a die of extra piece moves', () => {
    const events = accepted(britishTurn, 'british', { type: 'buy-extra-moves' }, [4]);
    expect(events).toEqual([{ type: 'extra-moves-bought', die: 4, points: 1, score: 1, movesAllowed: 7 }]);
    const state = stateAfter([...britishTurn, ...events]);
    expect(state.score).toBe(1);
    expect(grafSpee.view(state, 'german').british).toMatchObject({ movesAllowed: 7, movesMade: 0, extraMovesBought: true });
    expect(grafSpee.redact(events[0] as GrafSpeeEvent, 'german')).toEqual(events[0]);
  });

  it('GS-5.3 Ruling: once a turn, and only before any piece moves', () => {
    const bought = [...britishTurn, { type: 'extra-moves-bought', die: 2, points: 1, score: 1, movesAllowed: 5 } as GrafSpeeEvent];
    expect(refusal(bought, 'british', { type: 'buy-extra-moves' }, [3])).toMatchObject({ code: 'ERR_EXTRA_MOVES_ONCE', rule: 'GS-5.3' });
    const moved = [...withPieces, { type: 'piece-moved', token: 't1', from: 'A1', to: 'B1' } as GrafSpeeEvent];
    expect(refusal(moved, 'british', { type: 'buy-extra-moves' }, [3])).toMatchObject({ code: 'ERR_EXTRA_MOVES_AFTER_MOVING', rule: 'GS-5.3' });
  });

  it('GS-5.3 / GS-8.1 a point bought that brings the German to 21 ends the game', () => {
    const at20 = [...britishTurn, { type: 'raided', speeHex: 'B3', icon: false, die: 6, points: 20, score: 20 } as GrafSpeeEvent];
    const events = accepted(at20, 'british', { type: 'buy-extra-moves' }, [1]);
    expect(events[1]).toMatchObject({ type: 'game-ended', score: 21, outcome: { winner: 'german', reason: 'german-21-points' } });
  });

  it('GS-5.4 each piece moves up to 2 hexes; the BB only 1; the British is told which piece moved, the others only the token', () => {
    const moved = accepted(withPieces, 'british', moveCmd('t1', 'C1'));
    expect(moved).toEqual([{ type: 'piece-moved', token: 't1', from: 'A1', to: 'C1', kind: 'CA' }]);
    expect(grafSpee.redact(moved[0] as GrafSpeeEvent, 'british')).toEqual(moved[0]);
    for (const viewer of ['german', 'spectator']) expect(grafSpee.redact(moved[0] as GrafSpeeEvent, viewer)).toEqual({ type: 'piece-moved', token: 't1', from: 'A1', to: 'C1' });
    expect(refusal(withPieces, 'british', moveCmd('t1', 'D1'))).toMatchObject({ code: 'ERR_OUT_OF_REACH', rule: 'GS-5.4' });
    expect(accepted(withPieces, 'british', moveCmd('t2', 'B2'))).toHaveLength(1);
    expect(refusal(withPieces, 'british', moveCmd('t2', 'C2'))).toMatchObject({ code: 'ERR_OUT_OF_REACH', rule: 'GS-5.4' });
    expect(refusal(withPieces, 'british', moveCmd('t2', 'A2'))).toMatchObject({ code: 'ERR_NOT_A_MOVE', rule: 'GS-5.4' });
    expect(refusal(withPieces, 'british', moveCmd('t2', 'A6'))).toMatchObject({ code: 'ERR_NOT_A_SEA_HEX', rule: 'GS-2' });
  });

  it('GS-5.5 a piece drawn from a named box is random; the British sees what it is, the German only the box', () => {
    // Atlantic box in draw order: BB, CV, CA, CA, dummy; the scripted draw picks the 3rd.
    const events = accepted(britishTurn, 'british', { type: 'draw-from-box', box: 'atlantic' }, [3]);
    expect(events).toEqual([{ type: 'piece-drawn', box: 'atlantic', token: 't1', kind: 'CA' }]);
    expect(grafSpee.redact(events[0] as GrafSpeeEvent, 'german')).toEqual({ type: 'piece-drawn', box: 'atlantic', token: 't1' });
    expect(grafSpee.redact(events[0] as GrafSpeeEvent, 'spectator')).toEqual({ type: 'piece-drawn', box: 'atlantic', token: 't1' });
    const state = stateAfter([...britishTurn, ...events]);
    expect(grafSpee.view(state, 'british').british.drawn).toEqual({ token: 't1', box: 'atlantic', kind: 'CA' });
    expect(grafSpee.view(state, 'german').british.drawn).toEqual({ token: 't1', box: 'atlantic', kind: null });
    expect(grafSpee.view(state, 'german').boxes.atlantic).toEqual({ pieces: 4, drawable: 4 });
    expect(accepted(britishTurn, 'british', { type: 'draw-from-box', box: 'atlantic' }, [1])[0]).toMatchObject({ kind: 'BB' });
    expect(accepted(britishTurn, 'british', { type: 'draw-from-box', box: 'indian' }, [1])[0]).toMatchObject({ kind: 'CV' });
  });

  it('GS-5.5 the drawn piece must enter the map before anything else', () => {
    const drawn = [...britishTurn, { type: 'piece-drawn', box: 'atlantic', token: 't1', kind: 'CA' } as GrafSpeeEvent];
    expect(refusal(drawn, 'british', { type: 'end-movement' })).toMatchObject({ code: 'ERR_DRAWN_PIECE_WAITING', rule: 'GS-5.5' });
    expect(refusal(drawn, 'british', { type: 'draw-from-box', box: 'indian' })).toMatchObject({ code: 'ERR_DRAWN_PIECE_WAITING' });
    expect(grafSpee.legal(stateAfter(drawn), 'british').every((c) => c.type === 'enter-map')).toBe(true);
    expect(refusal(britishTurn, 'british', { type: 'enter-map', to: 'A1' })).toMatchObject({ code: 'ERR_NO_DRAWN_PIECE', rule: 'GS-5.5' });
  });

  it('GS-5.5 its first hex borders the box and counts as 1 hex of movement; the German sees "a piece entered at A2"', () => {
    const drawn = [...britishTurn, { type: 'piece-drawn', box: 'atlantic', token: 't1', kind: 'CA' } as GrafSpeeEvent];
    const entered = accepted(drawn, 'british', { type: 'enter-map', to: 'A2' });
    expect(entered).toEqual([{ type: 'piece-entered', token: 't1', box: 'atlantic', to: 'A2', kind: 'CA' }]);
    expect(grafSpee.redact(entered[0] as GrafSpeeEvent, 'british')).toEqual(entered[0]);
    expect(grafSpee.redact(entered[0] as GrafSpeeEvent, 'german')).toEqual({ type: 'piece-entered', token: 't1', box: 'atlantic', to: 'A2' });
    expect(grafSpee.redact(entered[0] as GrafSpeeEvent, 'spectator')).toEqual({ type: 'piece-entered', token: 't1', box: 'atlantic', to: 'A2' });
    expect(accepted(drawn, 'british', { type: 'enter-map', to: 'B2' })).toHaveLength(1);
    expect(refusal(drawn, 'british', { type: 'enter-map', to: 'C2' })).toMatchObject({ code: 'ERR_OUT_OF_REACH', rule: 'GS-5.5' });
    const fromIndian = [...britishTurn, { type: 'piece-drawn', box: 'indian', token: 't1', kind: 'CA' } as GrafSpeeEvent];
    expect(accepted(fromIndian, 'british', { type: 'enter-map', to: 'C6' })).toHaveLength(1);
    expect(refusal(fromIndian, 'british', { type: 'enter-map', to: 'A3' })).toMatchObject({ code: 'ERR_OUT_OF_REACH' });
    const state = stateAfter([...drawn, ...entered]);
    expect(state.pieces).toEqual([{ token: 't1', kind: 'CA', at: 'A2', moved: true, revealed: false, airSearched: false }]);
    expect(state.movesMade).toBe(1);
  });

  it('GS-5.4 / GS-5.5 a BB drawn from a box can only enter on a bordering hex', () => {
    const drawn = [...britishTurn, { type: 'piece-drawn', box: 'atlantic', token: 't1', kind: 'BB' } as GrafSpeeEvent];
    expect(grafSpee.legal(stateAfter(drawn), 'british')).toEqual([
      { type: 'enter-map', to: 'A1' },
      { type: 'enter-map', to: 'A2' },
      { type: 'enter-map', to: 'A3' },
    ]);
    expect(refusal(drawn, 'british', { type: 'enter-map', to: 'B1' })).toMatchObject({ code: 'ERR_OUT_OF_REACH' });
  });

  it('GS-5.5 an empty box cannot be drawn from', () => {
    const empty = [...setUp({ atlantic: { BB: 1, CV: 2, CA: 4, dummy: 2 }, indian: {} }), speeMoved(1, 'B3', [])];
    expect(refusal(empty, 'british', { type: 'draw-from-box', box: 'indian' })).toMatchObject({ code: 'ERR_BOX_EMPTY', rule: 'GS-5.5' });
  });

  it('GS-5.6 Ruling: a piece on A1–A3 moves into the Atlantic box for 1 hex and is mixed in, unknown again', () => {
    const events = accepted(withPieces, 'british', moveCmd('t1', 'atlantic'));
    expect(events).toEqual([{ type: 'piece-returned', token: 't1', from: 'A1', box: 'atlantic', kind: 'CA' }]);
    expect(grafSpee.redact(events[0] as GrafSpeeEvent, 'german')).toEqual({ type: 'piece-returned', token: 't1', from: 'A1', box: 'atlantic' });
    const state = stateAfter([...withPieces, ...events]);
    expect(state.pieces.map((p) => p.token)).toEqual(['t2', 't3']);
    expect(grafSpee.view(state, 'british').boxes.atlantic).toEqual({ pieces: 3, drawable: 2 });
    const nextTurnState = stateAfter([...withPieces, ...events, ...nextTurn(2)]);
    expect(nextTurnState.boxes.atlantic).toEqual({ ready: counts({ CA: 2, dummy: 1 }), returned: counts() });
  });

  it('GS-5.6 a piece two hexes from B6 reaches the Indian Ocean box; a BB needs to be on the border', () => {
    const far = [
      ...setUp(),
      speeMoved(1, 'B3', []),
      ...pieceEntered('t1', 'CA', 'C6', 'indian'),
      ...pieceEntered('t2', 'BB', 'B1'),
      ...nextTurn(1),
      speeMoved(2, 'B3', []),
    ];
    expect(accepted(far, 'british', moveCmd('t1', 'indian'))).toHaveLength(1);
    expect(refusal(far, 'british', moveCmd('t2', 'atlantic'))).toMatchObject({ code: 'ERR_OUT_OF_REACH', rule: 'GS-5.6' });
    expect(accepted(withPieces, 'british', moveCmd('t2', 'atlantic'))).toHaveLength(1);
  });

  it('GS-5.2 a piece moved into a box this turn may not be drawn again this turn', () => {
    const onlyOne = [
      ...setUp({ atlantic: { CA: 1 }, indian: { BB: 1, CV: 2, CA: 3, dummy: 2 } }),
      speeMoved(1, 'B3', []),
      ...pieceEntered('t1', 'CA', 'A1'),
      ...nextTurn(1),
      speeMoved(2, 'B3', []),
      { type: 'piece-returned', token: 't1', from: 'A1', box: 'atlantic', kind: 'CA' } as GrafSpeeEvent,
    ];
    const error = refusal(onlyOne, 'british', { type: 'draw-from-box', box: 'atlantic' });
    expect(error).toMatchObject({ code: 'ERR_BOX_EMPTY', rule: 'GS-5.5' });
    expect(error.message).toContain('GS-5.2');
  });

  it('GS-5.2 legal British moves are exactly the accepted ones', () => {
    const state = stateAfter(withPieces);
    const legal = grafSpee.legal(state, 'british');
    expect(legal).toContainEqual({ type: 'buy-extra-moves' });
    expect(legal).toContainEqual({ type: 'draw-from-box', box: 'indian' });
    expect(legal).toContainEqual({ type: 'move-piece', token: 't1', to: 'atlantic' });
    expect(legal).toContainEqual({ type: 'end-movement' });
    for (const command of legal) expect(givenEvents(withPieces).when('british', command, [1]).ok).toBe(true);
  });
});
