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
      publicSightings: [{ speeHex: 'B3', turn: 1 }],
      supplyHexes: ['C4', 'D2', 'E5'],
      pieceKinds: [],
      boxContentsHidden: true,
      boxSplitHidden: false,
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
    // speeFrom B3 is public since the raid, but not as a turn-2 sighting; the path is secret; the shape is not the redacted one.
    expect(findLeaks(full, british).map((l) => `${l.path} ${l.fact}`)).toEqual(['(root) spee-move', 'speeFrom spee-hex', 'path[0] spee-hex', 'path[1] spee-hex']);
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
    expect(findLeaks(drawn, german).map((l) => l.fact)).toEqual(['box-contents', 'piece-kind']);
    expect(findLeaks(grafSpee.redact(drawn, 'german'), german)).toEqual([]);
    const deal = events.find((e) => e.type === 'british-deployed') as GrafSpeeEvent;
    expect(findLeaks(deal, british).map((l) => `${l.path} ${l.fact}`)).toEqual([
      '(root) box-contents',
      'assignment.atlantic box-contents',
      'assignment.indian box-contents',
    ]);
    expect(findLeaks(grafSpee.redact(deal, 'british'), british)).toEqual([]);
  });

  it('catches a Spee hex in any field of a Spee event, even one named like a British position or a board key', () => {
    expect(findLeaks({ type: 'spee-moved', turn: 2, to: 'D3' }, british)).toContainEqual({ path: 'to', fact: 'spee-hex', value: 'D3' });
    expect(findLeaks({ spee: { label: 'D3' } }, british)).toEqual([{ path: 'spee.label', fact: 'spee-hex', value: 'D3' }]);
    expect(findLeaks({ type: 'piece-moved', token: 't1', from: 'A1', to: 'C3' }, british)).toEqual([]);
  });

  it('catches a sighting that no public event made: a hex seen before, paired with another turn', () => {
    // B3 was revealed by the raid on turn 1; "seen on B3 on turn 2" would tell where she is now.
    expect(british.publicSightings).toEqual([{ speeHex: 'B3', turn: 1 }]);
    expect(findLeaks({ spee: { lastKnown: { speeHex: 'B3', turn: 2, reason: 'raid' } } }, british)).toEqual([
      { path: 'spee.lastKnown.speeHex', fact: 'spee-hex', value: 'B3' },
    ]);
    expect(findLeaks({ spee: { lastKnown: { speeHex: 'B3', turn: 1, reason: 'raid' } } }, british)).toEqual([]);
    expect(findLeaks({ type: 'spee-shadowed', turn: 2, speeHex: 'B3' }, british)).toHaveLength(1);
  });

  it('catches anything told about a secret Spee move beyond its turn, and any supply ship use', () => {
    expect(findLeaks({ type: 'spee-moved', turn: 2, steps: 2 }, british)).toEqual([{ path: '(root)', fact: 'spee-move', value: 'steps' }]);
    expect(findLeaks({ type: 'spee-moved', turn: 2 }, british)).toEqual([]);
    expect(findLeaks({ spee: { refuelled: true } }, british)).toEqual([{ path: 'spee.refuelled', fact: 'supply-use', value: 'true' }]);
    expect(findLeaks({ usedSupplyShips: 1 }, british)).toEqual([{ path: 'usedSupplyShips', fact: 'supply-use', value: '1' }]);
    expect(findLeaks({ type: 'supply-ship-placed', index: 2 }, british).map((l) => l.fact)).toContain('supply-use');
    expect(findLeaks({ supplyShips: null, refuelledAt: null }, british)).toEqual([]);
    expect(findLeaks({ type: 'supply-ship-placed' }, british)).toEqual([]);
    expect(findLeaks({ spee: { refuelled: true }, usedSupplyShips: 1 }, german)).toEqual([]);
  });

  it('catches the kind of a piece put back into a box, or of a drawn piece, shown to the German or a spectator', () => {
    // t9 is in the box now: its token is no longer on the map, but what went into the box is secret (GS-3.3, GS-5.6).
    const returned = { type: 'piece-returned', token: 't9', from: 'A1', box: 'atlantic', kind: 'CA' };
    expect(findLeaks(returned, german)).toEqual([{ path: '(root)', fact: 'box-contents', value: 'kind' }]);
    expect(findLeaks(returned, spectator)).toHaveLength(1);
    expect(findLeaks(returned, british)).toEqual([]);
    expect(findLeaks({ type: 'piece-drawn', box: 'indian', token: 't9', kind: 'BB' }, german)).toHaveLength(1);
    expect(findLeaks({ type: 'british-deployed', atlantic: 5, indian: 4, firstDrawn: 'BB' }, british)).toHaveLength(1);
  });

  it('catches a face-down kind keyed by token, in a sentence, as an air searcher, or as a target candidate', () => {
    expect(findLeaks({ kinds: { t1: 'CA' } }, german)).toEqual([{ path: 'kinds.t1', fact: 'piece-kind', value: 't1' }]);
    expect(findLeaks({ message: 'piece t1 is a CA' }, german)).toEqual([{ path: 'message', fact: 'piece-kind', value: 't1' }]);
    expect(findLeaks({ message: 'piece t2 is a CV' }, german)).toEqual([]);
    expect(findLeaks({ pieces: [{ token: 't2', at: 'A2', kind: null, airSearched: true }] }, spectator)).toEqual([
      { path: 'pieces[0]', fact: 'piece-kind', value: 't2' },
    ]);
    expect(findLeaks({ pieces: [{ token: 't2', at: 'A2', kind: 'CV', airSearched: true }] }, german)).toEqual([]);
    expect(findLeaks({ type: 'target-required', candidates: [{ token: 't1' }] }, spectator)).toEqual([
      { path: 'candidates[0]', fact: 'piece-kind', value: 't1' },
    ]);
    expect(findLeaks({ targets: ['t2'] }, spectator)).toEqual([{ path: 'targets[0]', fact: 'piece-kind', value: 't2' }]);
  });

  it('catches box contents listed as kinds', () => {
    expect(findLeaks({ boxes: { atlantic: ['CA', 'BB'] } }, british)).toEqual([{ path: 'boxes.atlantic', fact: 'box-contents', value: 'CA,BB' }]);
    expect(findLeaks({ boxes: { atlantic: ['CA', 'BB'] } }, hiddenFacts(state, 'omniscient'))).toEqual([]);
  });

  it('GS-3.4 catches the British split shown to the German before his setup is complete', () => {
    const settingUp = stateAfter([{ type: 'spee-placed', speeHex: 'A4' }, { type: 'supply-ship-placed', supplyHex: 'C3' }]);
    const early = hiddenFacts(settingUp, 'german');
    expect(early.boxSplitHidden).toBe(true);
    expect(german.boxSplitHidden).toBe(false);
    expect(hiddenFacts(settingUp, 'british').boxSplitHidden).toBe(false);
    expect(findLeaks(grafSpee.view(settingUp, 'german'), early)).toEqual([]);
    expect(findLeaks({ type: 'british-deployed', atlantic: 4, indian: 5 }, early)).toEqual([
      { path: '(root)', fact: 'box-split', value: 'british-deployed' },
    ]);
    expect(findLeaks({ setup: { germanReady: false, britishReady: true } }, early)).toEqual([{ path: 'setup.britishReady', fact: 'box-split', value: 'britishReady' }]);
    expect(findLeaks({ boxes: { atlantic: { pieces: 4, drawable: 4 }, indian: { pieces: 5, drawable: 5 } } }, early)).toMatchObject([{ path: 'boxes', fact: 'box-split' }]);
    // Once he has set up, the split is public (GS-3.3: counts only).
    expect(findLeaks({ type: 'british-deployed', atlantic: 4, indian: 5 }, german)).toEqual([]);
  });
});
