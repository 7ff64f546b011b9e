import type { GrafSpeeEvent } from './events';
import { grafSpee } from './game';
import { refusal, setUp, speeMoved, stateAfter } from './spec-helpers';

describe('GS-3.5 turn sequence and who may act', () => {
  it('GS-3.5 each turn: Spee movement, then British movement and search, then combat or raiding', () => {
    const turn = stateAfter(setUp());
    expect([turn.phase, grafSpee.pending(turn)]).toEqual(['spee-move', ['german']]);
    const british = stateAfter([...setUp(), speeMoved(1, 'B3', [])]);
    expect([british.phase, grafSpee.pending(british)]).toEqual(['british-move', ['british']]);
    const air = stateAfter([...setUp(), speeMoved(1, 'B3', []), { type: 'movement-ended', turn: 1 }, { type: 'spee-not-found', by: 'surface' }]);
    expect([air.phase, grafSpee.pending(air)]).toEqual(['air-search', ['british']]);
    const raid = stateAfter([...setUp(), speeMoved(1, 'B3', []), { type: 'spee-not-found', by: 'surface' }, { type: 'air-search-ended', turn: 1 }]);
    expect([raid.phase, grafSpee.pending(raid)]).toEqual(['raid', ['german']]);
  });

  it('GS-3.5 a command out of its step is refused with ERR_WRONG_STEP', () => {
    expect(refusal(setUp(), 'german', { type: 'decline-raid' })).toMatchObject({ code: 'ERR_WRONG_STEP', rule: 'GS-7.1' });
    expect(refusal(setUp(), 'german', { type: 'place-spee', speeHex: 'A1' })).toMatchObject({ code: 'ERR_WRONG_STEP', rule: 'GS-3.1' });
  });

  it('GS-3.5 a side may only send its own commands, and only when it is pending', () => {
    expect(refusal(setUp(), 'british', { type: 'move-spee', path: [] })).toMatchObject({ code: 'ERR_NOT_YOUR_COMMAND', rule: 'GS-3.5' });
    expect(refusal(setUp(), 'german', { type: 'end-movement' })).toMatchObject({ code: 'ERR_NOT_YOUR_COMMAND' });
    expect(refusal(setUp(), 'british', { type: 'end-movement' })).toMatchObject({ code: 'ERR_NOT_YOUR_TURN', rule: 'GS-3.5' });
  });

  it('GS-9 someone without a seat cannot act', () => {
    expect(refusal(setUp(), 'spectator', { type: 'move-spee', path: [] })).toMatchObject({ code: 'ERR_NOT_A_PLAYER', rule: 'GS-9' });
    expect(refusal(setUp(), 'omniscient', { type: 'move-spee', path: [] })).toMatchObject({ code: 'ERR_NOT_A_PLAYER' });
  });

  it('GS-9 what the British is told about his commands never depends on, or names, the Spee hex', () => {
    const secret: GrafSpeeEvent[] = [...setUp({ speeHex: 'A4' }), speeMoved(1, 'A4', ['B4', 'C4'])];
    const commands = [
      { type: 'move-spee', path: ['C4'] },
      { type: 'raid' },
      { type: 'air-search', token: 't1', searched: 'C4' },
      { type: 'enter-map', to: 'C4' },
      { type: 'move-piece', token: 't1', to: 'C4' },
      { type: 'draw-from-box', box: 'atlantic' },
    ];
    const other: GrafSpeeEvent[] = [...setUp({ speeHex: 'A4' }), speeMoved(1, 'A4', ['A5'])];
    for (const raw of commands) {
      const parsed = grafSpee.parseCommand(raw);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const a = grafSpee.decide(stateAfter(secret), parsed.value, 'british', { int: () => 0 });
      const b = grafSpee.decide(stateAfter(other), parsed.value, 'british', { int: () => 0 });
      expect(a).toEqual(b);
      expect(JSON.stringify(a)).not.toMatch(/\b(A4|B4)\b/);
    }
  });

  it('every accepted command yields at least one event', () => {
    const state = stateAfter(setUp());
    for (const command of grafSpee.legal(state, 'german').slice(0, 20)) {
      const result = grafSpee.decide(state, command, 'german', { int: () => 0 });
      expect(result.ok && result.value.length > 0).toBe(true);
    }
  });
});
