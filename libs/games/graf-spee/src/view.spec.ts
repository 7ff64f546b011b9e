import type { GrafSpeeEvent } from './events';
import { grafSpee } from './game';
import { nextTurn, pieceEntered, setUp, speeMoved, stateAfter } from './spec-helpers';

/** Turn 2 after a refuelled move, a CV (t1) face up after an air search and a CA (t2) face down. */
const events: GrafSpeeEvent[] = [
  ...setUp({ speeHex: 'B4', supplyShips: ['B4', 'D2', 'E5'] }),
  speeMoved(1, 'B4', []),
  ...pieceEntered('t1', 'CV', 'A3'),
  ...pieceEntered('t2', 'CA', 'A1'),
  ...nextTurn(1),
  speeMoved(2, 'B4', ['C4', 'C5', 'D5'], 'B4'),
  { type: 'movement-ended', turn: 2 },
  { type: 'spee-not-found', by: 'surface' },
  { type: 'air-searched', token: 't1', kind: 'CV', searched: 'A4', found: false },
];
const state = stateAfter(events);

describe('GS-9 hidden information: views', () => {
  it('GS-9 Spee hex, path and refuelling: the German and the omniscient viewer only', () => {
    for (const viewer of ['german', 'omniscient']) {
      expect(grafSpee.view(state, viewer).spee).toMatchObject({ speeHex: 'D5', path: ['C4', 'C5', 'D5'], refuelledAt: 'B4' });
    }
    for (const viewer of ['british', 'spectator']) {
      expect(grafSpee.view(state, viewer).spee).toMatchObject({ speeHex: null, path: null, refuelledAt: null, lastKnown: null });
    }
  });

  it('GS-9 supply ship hexes and use: the German and the omniscient viewer only', () => {
    expect(grafSpee.view(state, 'german').supplyShips).toEqual([
      { supplyHex: 'B4', used: true },
      { supplyHex: 'D2', used: false },
      { supplyHex: 'E5', used: false },
    ]);
    expect(grafSpee.view(state, 'omniscient').supplyShips).toHaveLength(3);
    expect(grafSpee.view(state, 'british').supplyShips).toBeNull();
    expect(grafSpee.view(state, 'spectator').supplyShips).toBeNull();
  });

  it('GS-9 British piece positions are seen by everyone', () => {
    for (const viewer of ['german', 'british', 'spectator', 'omniscient']) {
      expect(grafSpee.view(state, viewer).pieces.map((p) => [p.token, p.at])).toEqual([
        ['t1', 'A3'],
        ['t2', 'A1'],
      ]);
    }
  });

  it('GS-9 British identities: the British yes, the German only while revealed this turn, spectators never', () => {
    const kinds = (viewer: string) => grafSpee.view(state, viewer).pieces.map((p) => p.kind);
    expect(kinds('british')).toEqual(['CV', 'CA']);
    expect(kinds('omniscient')).toEqual(['CV', 'CA']);
    expect(kinds('german')).toEqual(['CV', null]);
    expect(kinds('spectator')).toEqual([null, null]);
  });

  it('GS-9 spectators are not shown which piece made an air search (it would be a CV) or which pieces the Spee may target', () => {
    // t1 searched by air on turn 2 (events above): the spectator's air-searched event has no token, nor may the view say which.
    const t1 = grafSpee.view(state, 'spectator').pieces.find((p) => p.token === 't1');
    expect(t1).toMatchObject({ kind: null, revealed: false, airSearched: false });
    expect(grafSpee.view(state, 'german').pieces.find((p) => p.token === 't1')).toMatchObject({ kind: 'CV', revealed: true, airSearched: true });
    // A BB, a CA and a CV found together: the German must choose between the BB and the CA (GS-6.2).
    const choosing: GrafSpeeEvent[] = [
      ...setUp({ speeHex: 'B3', atlantic: { BB: 1, CV: 2, CA: 4, dummy: 2 }, indian: {} }),
      speeMoved(1, 'B3', []),
      ...pieceEntered('t1', 'BB', 'A3'),
      ...pieceEntered('t2', 'CA', 'B3'),
      ...pieceEntered('t3', 'CV', 'B3'),
      ...nextTurn(1),
      speeMoved(2, 'B3', []),
      { type: 'piece-moved', token: 't1', from: 'A3', to: 'B3', kind: 'BB' },
      { type: 'movement-ended', turn: 2 },
      { type: 'spee-found', by: 'surface', speeHex: 'B3', revealed: [{ token: 't1', kind: 'BB' }, { token: 't2', kind: 'CA' }, { token: 't3', kind: 'CV' }] },
      { type: 'target-required', candidates: [{ token: 't1', kind: 'BB' }, { token: 't2', kind: 'CA' }] },
    ];
    const required = choosing[choosing.length - 1] as GrafSpeeEvent;
    expect(grafSpee.redact(required, 'spectator')).toEqual({ type: 'target-required' });
    expect(grafSpee.redact(required, 'german')).toEqual(required);
    const chooseState = stateAfter(choosing);
    expect(grafSpee.view(chooseState, 'spectator').targets).toEqual([]);
    expect(grafSpee.view(chooseState, 'german').targets).toEqual([{ token: 't1', kind: 'BB' }, { token: 't2', kind: 'CA' }]);
    expect(grafSpee.view(chooseState, 'spectator').pieces.map((p) => p.revealed)).toEqual([true, true, true]);
  });

  it('GS-9 pieces in the boxes: counts only, contents for the omniscient viewer', () => {
    for (const viewer of ['german', 'british', 'spectator']) {
      const view = grafSpee.view(state, viewer);
      expect(view.boxes).toEqual({ atlantic: { pieces: 3, drawable: 3 }, indian: { pieces: 4, drawable: 4 } });
      expect(view.boxContents).toBeNull();
    }
    expect(grafSpee.view(state, 'omniscient').boxContents).toEqual({
      atlantic: { BB: 1, CV: 0, CA: 1, dummy: 1 },
      indian: { BB: 0, CV: 1, CA: 2, dummy: 1 },
    });
  });

  it('GS-9 dice: secret draws are redacted, public dice are shown to all', () => {
    const drawn: GrafSpeeEvent = { type: 'piece-drawn', box: 'indian', token: 't3', kind: 'CV' };
    expect(grafSpee.redact(drawn, 'german')).not.toHaveProperty('kind');
    expect(grafSpee.redact(drawn, 'british')).toHaveProperty('kind', 'CV');
    expect(grafSpee.redact(drawn, 'omniscient')).toEqual(drawn);
    const raid: GrafSpeeEvent = { type: 'raided', speeHex: 'C3', icon: false, die: 5, points: 2, score: 2 };
    for (const viewer of ['german', 'british', 'spectator']) expect(grafSpee.redact(raid, viewer)).toEqual(raid);
  });

  it('GS-9 the public facts are the same for everyone: turn, step, pending, score, damage, shadow', () => {
    const publicPart = (viewer: string) => {
      const v = grafSpee.view(state, viewer);
      return [v.turn, v.phase, v.pending, v.score, v.spee.damaged, v.spee.shadowedThisTurn, v.transportIcons, v.british.movesAllowed];
    };
    expect(publicPart('british')).toEqual(publicPart('german'));
    expect(publicPart('spectator')).toEqual(publicPart('german'));
  });

  it('GS-9 an unknown viewer sees what a spectator sees', () => {
    expect({ ...grafSpee.view(state, 'somebody'), viewer: 'x' }).toEqual({ ...grafSpee.view(state, 'spectator'), viewer: 'x' });
    expect(grafSpee.redact(events[events.length - 1] as GrafSpeeEvent, 'somebody')).toEqual(
      grafSpee.redact(events[events.length - 1] as GrafSpeeEvent, 'spectator'),
    );
  });

  it('views are plain JSON', () => {
    for (const viewer of ['german', 'british', 'spectator', 'omniscient']) {
      const view = grafSpee.view(state, viewer);
      expect(JSON.parse(JSON.stringify(view))).toEqual(view);
    }
  });
});
