import type { GrafSpeeEvent } from './events';
import { grafSpee } from './game';
import { accepted, givenEvents, nextTurn, pieceEntered, refusal, setUp, speeMoved, stateAfter } from './spec-helpers';

/** Turn 2, British movement; the Spee stays on B3. On the map: t1 CA on A1, t2 dummy on A2, t3 CV on A3. */
const base: GrafSpeeEvent[] = [
  ...setUp(),
  speeMoved(1, 'B3', []),
  ...pieceEntered('t1', 'CA', 'A1'),
  ...pieceEntered('t2', 'dummy', 'A2'),
  ...pieceEntered('t3', 'CV', 'A3'),
  ...nextTurn(1),
  speeMoved(2, 'B3', []),
];
const KINDS: Readonly<Record<string, 'CA' | 'dummy' | 'CV'>> = { t1: 'CA', t2: 'dummy', t3: 'CV' };
const moved = (token: string, from: string, to: string): GrafSpeeEvent => ({ type: 'piece-moved', token, from, to, kind: KINDS[token] ?? 'dummy' });
const airTurn: GrafSpeeEvent[] = [...base, { type: 'movement-ended', turn: 2 }, { type: 'spee-not-found', by: 'surface' }];

describe('GS-5.7 surface search', () => {
  it('GS-5.7 no British piece in the Spee hex: not found, and the British may search by air', () => {
    const events = accepted(base, 'british', { type: 'end-movement' });
    expect(events).toEqual([{ type: 'movement-ended', turn: 2 }, { type: 'spee-not-found', by: 'surface' }]);
    const state = stateAfter([...base, ...events]);
    expect(state.phase).toBe('air-search');
    expect(grafSpee.pending(state)).toEqual(['british']);
  });

  it('GS-5.7 a British piece in the Spee hex finds her: her hex and every piece there are revealed', () => {
    const events = accepted([...base, moved('t1', 'A1', 'B2'), moved('t3', 'A3', 'B3')], 'british', { type: 'end-movement' }, [1, 1, 1]);
    expect(events.slice(0, 2)).toEqual([
      { type: 'movement-ended', turn: 2 },
      { type: 'spee-found', by: 'surface', speeHex: 'B3', revealed: [{ token: 't3', kind: 'CV' }] },
    ]);
    const found = events[1] as GrafSpeeEvent;
    expect(grafSpee.redact(found, 'british')).toEqual(found);
    expect(grafSpee.redact(found, 'german')).toEqual(found);
    expect(grafSpee.redact(found, 'spectator')).toEqual({ type: 'spee-found', by: 'surface', speeHex: 'B3', revealed: [{ token: 't3' }] });
  });

  it('GS-5.7 dummies found are removed from the game; with only dummies there is no combat, but the Spee is found', () => {
    const events = accepted([...base, moved('t2', 'A2', 'B3')], 'british', { type: 'end-movement' });
    expect(events).toEqual([
      { type: 'movement-ended', turn: 2 },
      { type: 'spee-found', by: 'surface', speeHex: 'B3', revealed: [{ token: 't2', kind: 'dummy' }] },
      { type: 'dummies-removed', tokens: ['t2'] },
      { type: 'turn-ended', turn: 2 },
      { type: 'turn-started', turn: 3, shadowed: false },
    ]);
    const state = stateAfter([...base, moved('t2', 'A2', 'B3'), ...events]);
    expect(state.pieces.map((p) => p.token)).toEqual(['t1', 't3']);
    expect(state.britishLosses.dummiesRemoved).toBe(1);
    expect(grafSpee.view(state, 'british').spee.lastKnown).toEqual({ speeHex: 'B3', turn: 2, reason: 'found-by-surface' });
  });

  it('GS-5.7 a found Spee is not searched by air and may not raid (the turn goes to combat or ends)', () => {
    const events = accepted([...base, moved('t2', 'A2', 'B3')], 'british', { type: 'end-movement' });
    expect(events.some((e) => e.type === 'spee-not-found' || e.type === 'raided')).toBe(false);
  });
});

describe('GS-5.8 air search', () => {
  it('GS-5.8 a CV searches one adjacent hex; a miss says so and other CVs may still search', () => {
    const events = accepted(airTurn, 'british', { type: 'air-search', token: 't3', searched: 'A4' });
    expect(events).toEqual([{ type: 'air-searched', token: 't3', kind: 'CV', searched: 'A4', found: false }]);
    const state = stateAfter([...airTurn, ...events]);
    expect(grafSpee.view(state, 'german').pieces.find((p) => p.token === 't3')).toMatchObject({ kind: 'CV', revealed: true });
    expect(grafSpee.view(state, 'spectator').pieces.find((p) => p.token === 't3')).toMatchObject({ kind: null });
    expect(grafSpee.redact(events[0] as GrafSpeeEvent, 'spectator')).toEqual({ type: 'air-searched', searched: 'A4', found: false });
    expect(grafSpee.pending(state)).toEqual(['british']);
  });

  it('GS-5.8 the search that hits the Spee hex finds her and makes an air attack (GS-6.3)', () => {
    const events = accepted(airTurn, 'british', { type: 'air-search', token: 't3', searched: 'B3' }, [6, 2, 3]);
    expect(events).toEqual([
      { type: 'air-searched', token: 't3', kind: 'CV', searched: 'B3', found: true },
      { type: 'spee-found', by: 'air', speeHex: 'B3', revealed: [] },
      { type: 'air-attack', token: 't3', dice: [6, 2, 3], hits: 1, speeResult: 'damaged' },
      { type: 'turn-ended', turn: 2 },
      { type: 'turn-started', turn: 3, shadowed: false },
    ]);
    const state = stateAfter([...airTurn, ...events]);
    expect(state.speeDamaged).toBe(true);
    expect(grafSpee.view(state, 'british').spee).toMatchObject({ damaged: true, lastKnown: { speeHex: 'B3', turn: 2, reason: 'found-by-air' } });
  });

  it('GS-5.8 later searches are not made once the Spee is found', () => {
    const twoCarriers = [
      ...setUp({ atlantic: { CV: 2, CA: 1 }, indian: { BB: 1, CA: 3, dummy: 2 } }),
      speeMoved(1, 'B3', []),
      ...pieceEntered('t1', 'CV', 'A3'),
      ...pieceEntered('t2', 'CV', 'A2'),
      ...nextTurn(1),
      speeMoved(2, 'B3', []),
      { type: 'movement-ended', turn: 2 },
      { type: 'spee-not-found', by: 'surface' },
    ] as GrafSpeeEvent[];
    const hit = accepted(twoCarriers, 'british', { type: 'air-search', token: 't1', searched: 'B3' }, [1, 1, 1]);
    expect(hit.map((e) => e.type)).toContain('turn-started');
    expect(refusal([...twoCarriers, ...hit], 'british', { type: 'air-search', token: 't2', searched: 'B2' })).toMatchObject({ code: 'ERR_NOT_YOUR_TURN' });
  });

  it('GS-5.8 Ruling: every CV on the map may search, each once', () => {
    const searched = [...airTurn, { type: 'air-searched', token: 't3', kind: 'CV', searched: 'A4', found: false } as GrafSpeeEvent];
    expect(refusal(searched, 'british', { type: 'air-search', token: 't3', searched: 'B2' })).toMatchObject({ code: 'ERR_CV_ALREADY_SEARCHED', rule: 'GS-5.8' });
    expect(grafSpee.legal(stateAfter(searched), 'british')).toEqual([{ type: 'end-air-search' }]);
  });

  it('GS-5.8 only a CV searches, and only an adjacent hex (clarification 2); errors never name the Spee hex', () => {
    expect(refusal(airTurn, 'british', { type: 'air-search', token: 't1', searched: 'A2' })).toMatchObject({ code: 'ERR_NOT_A_CV', rule: 'GS-5.8' });
    const far = refusal(airTurn, 'british', { type: 'air-search', token: 't3', searched: 'C3' });
    expect(far).toMatchObject({ code: 'ERR_HEX_NOT_ADJACENT', rule: 'GS-5.8' });
    expect(far.message).not.toMatch(/B3/);
    expect(refusal(airTurn, 'british', { type: 'air-search', token: 't3', searched: 'A6' })).toMatchObject({ code: 'ERR_NOT_A_SEA_HEX' });
    expect(refusal(airTurn, 'british', { type: 'air-search', token: 'zz', searched: 'A4' })).toMatchObject({ code: 'ERR_UNKNOWN_PIECE' });
  });

  it('GS-5.8 the British is asked even with no CV on the map, so the German learns nothing of the face-down pieces', () => {
    const noCarrier = [
      ...setUp(),
      speeMoved(1, 'B3', []),
      ...pieceEntered('t1', 'CA', 'A1'),
      ...nextTurn(1),
      speeMoved(2, 'B3', []),
    ];
    const events = accepted(noCarrier, 'british', { type: 'end-movement' });
    const state = stateAfter([...noCarrier, ...events]);
    expect(grafSpee.pending(state)).toEqual(['british']);
    expect(grafSpee.legal(state, 'british')).toEqual([{ type: 'end-air-search' }]);
  });

  it('GS-5.8 ending the air search leads to the raid step (GS-7.1)', () => {
    const events = accepted(airTurn, 'british', { type: 'end-air-search' });
    expect(events).toEqual([{ type: 'air-search-ended', turn: 2 }]);
    const state = stateAfter([...airTurn, ...events]);
    expect(state.phase).toBe('raid');
    expect(grafSpee.pending(state)).toEqual(['german']);
  });
});

describe('GS-5.9 end-of-turn flip', () => {
  it('GS-5.9 pieces revealed during a turn turn face down at its end; the reveal stays in the German history', () => {
    const searched = [...airTurn, { type: 'air-searched', token: 't3', kind: 'CV', searched: 'A4', found: false } as GrafSpeeEvent];
    const end = [...searched, { type: 'air-search-ended', turn: 2 } as GrafSpeeEvent];
    const events = accepted(end, 'german', { type: 'decline-raid' });
    expect(events.map((e) => e.type)).toEqual(['raid-declined', 'turn-ended', 'turn-started']);
    const state = stateAfter([...end, ...events]);
    expect(grafSpee.view(state, 'german').pieces.find((p) => p.token === 't3')).toMatchObject({ kind: null, revealed: false });
    expect(state.pieces.every((p) => !p.moved && !p.revealed && !p.airSearched)).toBe(true);
    expect(grafSpee.redact(searched[searched.length - 1] as GrafSpeeEvent, 'german')).toMatchObject({ token: 't3', kind: 'CV' });
  });

  it('GS-5.9 the German sees found pieces face up only during that turn', () => {
    const found = [...base, moved('t1', 'A1', 'B3')];
    const events = givenEvents(found).when('british', { type: 'end-movement' }, [1, 1, 1, 1, 1]);
    expect(events.ok).toBe(true);
    if (!events.ok) return;
    const midTurn = stateAfter([...found, ...events.value.slice(0, 2)]);
    expect(grafSpee.view(midTurn, 'german').pieces.find((p) => p.token === 't1')).toMatchObject({ kind: 'CA', revealed: true });
    const after = stateAfter([...found, ...events.value]);
    expect(grafSpee.view(after, 'german').pieces.find((p) => p.token === 't1')).toMatchObject({ kind: null, revealed: false });
  });
});
