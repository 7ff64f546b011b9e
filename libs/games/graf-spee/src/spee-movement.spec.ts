import { ok } from '@wargames/engine';
import type { GrafSpeeEvent } from './events';
import { grafSpee } from './game';
import { accepted, givenEvents, nextTurn, pieceEntered, refusal, setUp, speeMoved, stateAfter } from './spec-helpers';
import { speePaths } from './spee-movement';

const move = (path: string[], refuel = false) => ({ type: 'move-spee', path, refuel });

describe('GS-4 Spee movement', () => {
  it('GS-4.1 the Spee moves up to 2 hexes, each to an adjacent sea hex', () => {
    expect(givenEvents(setUp()).when('german', move(['B4', 'C4']))).toEqual(
      ok([{ type: 'spee-moved', turn: 1, speeFrom: 'B3', path: ['B4', 'C4'], refuelledAt: null }]),
    );
    expect(stateAfter([...setUp(), speeMoved(1, 'B3', ['B4', 'C4'])])).toMatchObject({ speeHex: 'C4', phase: 'british-move' });
  });

  it('GS-4.1 Ruling: staying put (an empty path) is allowed, and refuel defaults to false', () => {
    expect(accepted(setUp(), 'german', { type: 'move-spee', path: [] })).toEqual([
      { type: 'spee-moved', turn: 1, speeFrom: 'B3', path: [], refuelledAt: null },
    ]);
  });

  it('GS-4.1 a third hex is refused without refuelling', () => {
    expect(refusal(setUp(), 'german', move(['B4', 'B5', 'B6']))).toMatchObject({ code: 'ERR_PATH_TOO_LONG', rule: 'GS-4.1' });
  });

  it('GS-4.1 every step must be adjacent to the previous one, named in the error', () => {
    const error = refusal(setUp(), 'german', move(['B4', 'D4']));
    expect(error).toMatchObject({ code: 'ERR_HEX_NOT_ADJACENT', rule: 'GS-4.1' });
    expect(error.message).toContain('path[1]: D4 is not adjacent to B4');
  });

  it('GS-2 / GS-4.1 the Spee never enters land or leaves the printed map', () => {
    const start = setUp({ speeHex: 'A5' });
    expect(refusal(start, 'german', move(['A6']))).toMatchObject({ code: 'ERR_NOT_A_SEA_HEX', rule: 'GS-2' });
    expect(refusal(start, 'german', move(['Z9']))).toMatchObject({ code: 'ERR_NOT_A_SEA_HEX', rule: 'GS-2' });
  });

  it('GS-4.1 the Spee may enter and pass through hexes that hold British pieces', () => {
    const events = [...setUp(), speeMoved(1, 'B3', []), ...pieceEntered('t1', 'CA', 'B4'), ...nextTurn(1)];
    expect(accepted(events, 'german', move(['B4', 'B5']))).toHaveLength(1);
  });

  it('GS-4.2 the move is secret: the British and spectators learn only that the Spee moved', () => {
    const event = speeMoved(1, 'B3', ['B4', 'C4']);
    expect(grafSpee.redact(event, 'british')).toEqual({ type: 'spee-moved', turn: 1 });
    expect(grafSpee.redact(event, 'spectator')).toEqual({ type: 'spee-moved', turn: 1 });
    expect(grafSpee.redact(event, 'german')).toEqual(event);
    const state = stateAfter([...setUp(), event]);
    expect(grafSpee.view(state, 'british').spee).toMatchObject({ speeHex: null, path: null, lastKnown: null });
    expect(grafSpee.view(state, 'german').spee).toMatchObject({ speeHex: 'C4', path: ['B4', 'C4'] });
  });

  it('GS-4.3 starting on an unused supply ship, the Spee may refuel and move 3 hexes', () => {
    const events = [...setUp(), speeMoved(1, 'B3', ['C3', 'C4']), ...nextTurn(1)];
    expect(accepted(events, 'german', move(['C5', 'C6', 'B6'], true))).toEqual([
      { type: 'spee-moved', turn: 2, speeFrom: 'C4', path: ['C5', 'C6', 'B6'], refuelledAt: 'C4' },
    ]);
    expect(refusal(events, 'german', move(['C5', 'C6', 'B6', 'B5'], true))).toMatchObject({ code: 'ERR_PATH_TOO_LONG', rule: 'GS-4.3' });
  });

  it('GS-4.3 refuelling is optional and needs a supply ship on the start hex', () => {
    const onShip = [...setUp(), speeMoved(1, 'B3', ['C3', 'C4']), ...nextTurn(1)];
    expect(accepted(onShip, 'german', move(['C5']))).toEqual([{ type: 'spee-moved', turn: 2, speeFrom: 'C4', path: ['C5'], refuelledAt: null }]);
    expect(refusal(setUp(), 'german', move(['B4'], true))).toMatchObject({ code: 'ERR_NO_SUPPLY_SHIP', rule: 'GS-4.3' });
  });

  it('GS-4.3 each supply ship is used once', () => {
    const used = [
      ...setUp(),
      speeMoved(1, 'B3', ['C3', 'C4']),
      ...nextTurn(1),
      speeMoved(2, 'C4', [], 'C4'),
      ...nextTurn(2),
    ];
    expect(stateAfter(used).usedSupplyShips).toEqual(['C4']);
    expect(refusal(used, 'german', move(['C5'], true))).toMatchObject({ code: 'ERR_SUPPLY_SHIP_USED', rule: 'GS-4.3' });
  });

  it('GS-4.4 a damaged Spee moves 1 hex, or 2 when refuelling', () => {
    const damaged: GrafSpeeEvent[] = [
      ...setUp(),
      speeMoved(1, 'B3', ['C3', 'C4']),
      { type: 'air-attack', token: 't9', dice: [6, 1, 1], hits: 1, speeResult: 'damaged' },
      ...nextTurn(1),
    ];
    expect(stateAfter(damaged).speeDamaged).toBe(true);
    expect(refusal(damaged, 'german', move(['C5', 'C6']))).toMatchObject({ code: 'ERR_PATH_TOO_LONG', rule: 'GS-4.4' });
    expect(accepted(damaged, 'german', move(['C5']))).toHaveLength(1);
    expect(accepted(damaged, 'german', move(['C5', 'C6'], true))).toHaveLength(1);
    expect(refusal(damaged, 'german', move(['C5', 'C6', 'B6'], true))).toMatchObject({ code: 'ERR_PATH_TOO_LONG', rule: 'GS-4.4' });
  });

  it('GS-4.5 from A1–A3 into the Atlantic box, for 1 hex, ends the game', () => {
    const events = accepted(setUp({ speeHex: 'B3' }), 'german', move(['A3', 'atlantic']));
    expect(events.map((e) => e.type)).toEqual(['spee-moved', 'spee-exited', 'game-ended']);
    expect(events[1]).toEqual({ type: 'spee-exited', box: 'atlantic' });
    expect(events[2]).toMatchObject({ outcome: { winner: 'british', reason: 'spee-exited', rule: 'GS-8.2' } });
    const state = stateAfter([...setUp(), ...events]);
    expect(grafSpee.outcome(state)).toMatchObject({ winner: 'british' });
    expect(grafSpee.pending(state)).toEqual([]);
  });

  it('GS-4.5 from B6 into the Indian Ocean box', () => {
    const events = [...setUp({ speeHex: 'B5' }), speeMoved(1, 'B5', ['B6']), ...nextTurn(1)];
    expect(accepted(events, 'german', move(['indian'])).map((e) => e.type)).toEqual(['spee-moved', 'spee-exited', 'game-ended']);
    expect(accepted(events, 'german', move(['C6', 'B6']))).toHaveLength(1);
  });

  it('GS-4.5 exits only from a bordering hex, and only as the last step', () => {
    expect(refusal(setUp(), 'german', move(['atlantic']))).toMatchObject({ code: 'ERR_NOT_ON_BOX_BORDER', rule: 'GS-4.5' });
    expect(refusal(setUp({ speeHex: 'A2' }), 'german', move(['indian']))).toMatchObject({ code: 'ERR_NOT_ON_BOX_BORDER', rule: 'GS-4.5' });
    expect(refusal(setUp({ speeHex: 'A2' }), 'german', move(['atlantic', 'A2']))).toMatchObject({ code: 'ERR_EXIT_NOT_LAST', rule: 'GS-4.5' });
  });

  it('GS-4.5 the exit costs 1 hex of movement', () => {
    expect(refusal(setUp({ speeHex: 'B3' }), 'german', move(['B2', 'A2', 'atlantic']))).toMatchObject({ code: 'ERR_PATH_TOO_LONG' });
  });

  it('GS-4.6 after a shadowed turn the Spee still moves first, but its new hex is revealed before the British moves', () => {
    const shadowed = [...setUp(), speeMoved(1, 'B3', []), ...nextTurn(1, true)];
    const events = accepted(shadowed, 'german', move(['C3', 'D3']));
    expect(events).toEqual([
      { type: 'spee-moved', turn: 2, speeFrom: 'B3', path: ['C3', 'D3'], refuelledAt: null },
      { type: 'spee-shadowed', turn: 2, speeHex: 'D3' },
    ]);
    expect(grafSpee.redact(events[1] as GrafSpeeEvent, 'british')).toEqual({ type: 'spee-shadowed', turn: 2, speeHex: 'D3' });
    const state = stateAfter([...shadowed, ...events]);
    expect(grafSpee.view(state, 'british').spee.lastKnown).toEqual({ speeHex: 'D3', turn: 2, reason: 'shadow' });
    expect(grafSpee.pending(state)).toEqual(['british']);
  });

  it('GS-4.6 shadowing lasts one turn only', () => {
    const events = [...setUp(), speeMoved(1, 'B3', []), ...nextTurn(1, true), speeMoved(2, 'B3', []), ...nextTurn(2)];
    expect(accepted(events, 'german', move(['C3']))).toEqual([{ type: 'spee-moved', turn: 3, speeFrom: 'B3', path: ['C3'], refuelledAt: null }]);
  });

  it('GS-4.1 legal moves: every path of up to 2 steps, revisits included, plus exits from border hexes', () => {
    const fromA1 = speePaths('A1', 2);
    expect(fromA1).toContainEqual([]);
    expect(fromA1).toContainEqual(['atlantic']);
    expect(fromA1).toContainEqual(['A2', 'atlantic']);
    expect(fromA1).toContainEqual(['A2', 'A1']);
    expect(fromA1).not.toContainEqual(['A2', 'A3', 'atlantic']);
    const legal = grafSpee.legal(stateAfter(setUp({ speeHex: 'A1' })), 'german');
    for (const command of legal) expect(givenEvents(setUp({ speeHex: 'A1' })).when('german', command).ok).toBe(true);
  });
});
