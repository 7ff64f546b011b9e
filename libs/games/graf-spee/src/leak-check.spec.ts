import type { GrafSpeeEvent } from './events';
import { grafSpee } from './game';
import { findLeaks, hiddenFacts } from './leak-check';
import { nextTurn, pieceEntered, setUp, speeMoved, stateAfter } from './spec-helpers';

/**
 * Turn 2: the Spee started on B3, was revealed there by a raid on turn 1, then moved secretly B3 → C3 → D3.
 * Supply ships C4 D2 E5. A CA (t1) sits on C3, a hex the Spee passed; a CV (t2) is face up after an air search.
 */
const events: GrafSpeeEvent[] = [
  ...setUp(),
  speeMoved(1, 'B3', []),
  ...pieceEntered('t1', 'CA', 'A1'),
  ...pieceEntered('t2', 'CV', 'A2'),
  { type: 'raided', speeHex: 'B3', icon: false, die: 1, points: 0, score: 0 },
  ...nextTurn(1),
  speeMoved(2, 'B3', ['C3', 'D3']),
  { type: 'piece-moved', token: 't1', from: 'A1', to: 'C3' } as GrafSpeeEvent,
  { type: 'movement-ended', turn: 2 },
  { type: 'spee-not-found', by: 'surface' },
  { type: 'air-searched', token: 't2', kind: 'CV', searched: 'A3', found: false },
];
const state = stateAfter(events);
const british = hiddenFacts(state, 'british');
const german = hiddenFacts(state, 'german');
const spectator = hiddenFacts(state, 'spectator');

describe('leak check (GS-9)', () => {
  it('hiddenFacts: the British may not know the secret Spee hexes, the supply ships or the box contents', () => {
    expect(british).toEqual({
      viewer: 'british',
      speeHexes: ['C3', 'D3'],
      publicSpeeHexes: ['B3'],
      supplyHexes: ['C4', 'D2', 'E5'],
      pieceKinds: [],
      boxContentsHidden: true,
    });
  });

  it('hiddenFacts: the German may not know face-down kinds; spectators neither side', () => {
    expect(german).toMatchObject({ speeHexes: [], supplyHexes: [], pieceKinds: [{ token: 't1', kind: 'CA' }] });
    expect(spectator).toMatchObject({ speeHexes: ['C3', 'D3'], pieceKinds: [{ token: 't1', kind: 'CA' }, { token: 't2', kind: 'CV' }] });
    expect(hiddenFacts(state, 'omniscient')).toMatchObject({ speeHexes: [], supplyHexes: [], pieceKinds: [], boxContentsHidden: false });
  });

  it('finds nothing in the real views, for each viewer', () => {
    for (const viewer of ['german', 'british', 'spectator']) {
      expect(findLeaks(grafSpee.view(state, viewer), hiddenFacts(state, viewer))).toEqual([]);
    }
  });

  it('no false alarm: a British piece on a hex the Spee passed, a publicly revealed Spee hex, the static board', () => {
    expect(findLeaks({ pieces: [{ token: 't1', at: 'C3' }], move: { from: 'A1', to: 'C3' } }, british)).toEqual([]);
    expect(findLeaks({ spee: { lastKnown: { speeHex: 'B3', turn: 1 } } }, british)).toEqual([]);
    expect(findLeaks(grafSpee.board, british)).toEqual([]);
    expect(findLeaks({ searched: 'D3', found: false }, british)).toEqual([]);
  });

  it('catches a planted secret Spee hex in a Spee field, a generic field, a message and an object key', () => {
    const view = grafSpee.view(state, 'british');
    expect(findLeaks({ ...view, spee: { ...view.spee, speeHex: 'D3' } }, british)).toEqual([{ path: 'spee.speeHex', fact: 'spee-hex', value: 'D3' }]);
    expect(findLeaks({ spee: { at: 'C3' } }, british)).toEqual([{ path: 'spee.at', fact: 'spee-hex', value: 'C3' }]);
    expect(findLeaks({ hex: 'D3' }, british)).toEqual([{ path: 'hex', fact: 'spee-hex', value: 'D3' }]);
    expect(findLeaks({ message: 'GS-4.1: the Spee is not adjacent to D3' }, british)).toEqual([{ path: 'message', fact: 'spee-hex', value: 'D3' }]);
    expect(findLeaks({ byHex: { C3: 1 } }, british)).toEqual([{ path: 'byHex.C3', fact: 'spee-hex', value: 'C3' }]);
  });

  it('catches the full Spee move event given to the British', () => {
    const full = events.find((e) => e.type === 'spee-moved' && e.turn === 2) as GrafSpeeEvent;
    // speeFrom B3 is public since the raid; the path is not.
    expect(findLeaks(full, british).map((l) => l.path)).toEqual(['path[0]', 'path[1]']);
    expect(findLeaks(grafSpee.redact(full, 'british'), british)).toEqual([]);
  });

  it('catches a supply hex in a supply field, even one that is a public Spee hex, and anywhere generic', () => {
    expect(findLeaks({ supplyShips: [{ supplyHex: 'C4' }] }, british)).toEqual([{ path: 'supplyShips[0].supplyHex', fact: 'supply-hex', value: 'C4' }]);
    expect(findLeaks({ refuelledAt: 'E5' }, british)).toHaveLength(1);
    expect(findLeaks({ note: 'D2' }, british)).toEqual([{ path: 'note', fact: 'supply-hex', value: 'D2' }]);
    const publicOnSupply = { ...british, publicSpeeHexes: ['C4'] };
    expect(findLeaks({ spee: { lastKnown: { speeHex: 'C4' } } }, publicOnSupply)).toEqual([]);
    expect(findLeaks({ supplyShips: ['C4'] }, publicOnSupply)).toHaveLength(1);
  });

  it('catches the kind of a face-down piece shown to the German or a spectator', () => {
    expect(findLeaks({ pieces: [{ token: 't1', at: 'C3', kind: 'CA' }] }, german)).toEqual([{ path: 'pieces[0]', fact: 'piece-kind', value: 't1' }]);
    expect(findLeaks({ pieces: [{ token: 't1', at: 'C3', kind: null }] }, german)).toEqual([]);
    expect(findLeaks({ token: 't2', kind: 'CV' }, german)).toEqual([]);
    expect(findLeaks({ token: 't2', kind: 'CV' }, spectator)).toEqual([{ path: '(root)', fact: 'piece-kind', value: 't2' }]);
    expect(findLeaks({ drawn: { token: 't1', what: 'CA' } }, german)).toHaveLength(1);
  });

  it('catches box contents by kind', () => {
    expect(findLeaks({ boxes: { atlantic: { BB: 1, CV: 0 } } }, british)).toEqual([{ path: 'boxes.atlantic', fact: 'box-contents', value: 'BB,CV' }]);
    expect(findLeaks({ boxes: { atlantic: { BB: 1 } } }, hiddenFacts(state, 'omniscient'))).toEqual([]);
  });

  it('catches a redaction bug: an unredacted draw or deal shown to the German', () => {
    const drawn: GrafSpeeEvent = { type: 'piece-drawn', box: 'atlantic', token: 't1', kind: 'CA' };
    expect(findLeaks(drawn, german)).toHaveLength(1);
    expect(findLeaks(grafSpee.redact(drawn, 'german'), german)).toEqual([]);
    const deal = events.find((e) => e.type === 'british-deployed') as GrafSpeeEvent;
    expect(findLeaks(deal, british).map((l) => l.fact)).toEqual(['box-contents', 'box-contents']);
    expect(findLeaks(grafSpee.redact(deal, 'british'), british)).toEqual([]);
  });
});
