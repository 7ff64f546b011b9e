import type { GrafSpeeEvent } from './events';
import { grafSpee } from './game';
import { DEFAULT_OPTIONS } from './options';
import { accepted, nextTurn, refusal, setUp, speeMoved, stateAfter } from './spec-helpers';
import { judge } from './victory';

const withScore = (score: number): GrafSpeeEvent => ({ type: 'raided', speeHex: 'B3', icon: false, die: 6, points: score, score });

describe('GS-8 end and victory', () => {
  it('GS-8.1 the game ends when the Spee is sunk, exits or scuttles, or at 21 points', () => {
    expect(judge('german-21-points', 21)).toMatchObject({ winner: 'german', rule: 'GS-8.1' });
    expect(judge('spee-exited', 3)).toMatchObject({ winner: 'british', rule: 'GS-8.2' });
    const ended = stateAfter([...setUp({ speeHex: 'A2' }), ...accepted(setUp({ speeHex: 'A2' }), 'german', { type: 'move-spee', path: ['atlantic'] })]);
    expect(grafSpee.outcome(ended)).not.toBeNull();
    expect(refusal([...setUp({ speeHex: 'A2' }), ...accepted(setUp({ speeHex: 'A2' }), 'german', { type: 'move-spee', path: ['atlantic'] })], 'british', { type: 'end-movement' })).toMatchObject({
      code: 'ERR_GAME_OVER',
    });
  });

  it('GS-8.2 at the end the German wins with 15 or more points, the British otherwise', () => {
    const exit = (score: number) => {
      const before = [...setUp({ speeHex: 'A2' }), speeMoved(1, 'A2', []), withScore(score), ...nextTurn(1)];
      return accepted(before, 'german', { type: 'move-spee', path: ['atlantic'] })[2];
    };
    expect(exit(15)).toMatchObject({ type: 'game-ended', outcome: { winner: 'german', reason: 'spee-exited' } });
    expect(exit(14)).toMatchObject({ type: 'game-ended', outcome: { winner: 'british', reason: 'spee-exited' } });
  });

  it('GS-8.2 the outcome says the score in words that never name a hex, one point in the singular', () => {
    expect(judge('spee-sunk', 1).message).toBe('The Admiral Graf Spee was sunk (GS-8.3); the German has 1 point (15 needed): British victory.');
    expect(judge('spee-exited', 15).message).toBe('The Admiral Graf Spee escaped the map (GS-4.5); the German has 15 points (15 needed): German victory.');
    expect(judge('spee-scuttled', -1).message).toContain('the German has -1 point (15 needed)');
  });

  it('GS-8.3 if the Spee is sunk, a die is subtracted from the score before judging', () => {
    const before = [
      ...setUp({ atlantic: { CV: 1, BB: 1, CA: 2, dummy: 1 } }),
      speeMoved(1, 'B3', []),
      { type: 'piece-drawn', box: 'atlantic', token: 't1', kind: 'CV' },
      { type: 'piece-entered', token: 't1', box: 'atlantic', to: 'A3' },
      withScore(17),
      ...nextTurn(1),
      speeMoved(2, 'B3', []),
      { type: 'movement-ended', turn: 2 },
      { type: 'spee-not-found', by: 'surface' },
    ] as GrafSpeeEvent[];
    const sunkLow = accepted(before, 'british', { type: 'air-search', token: 't1', searched: 'B3' }, [6, 6, 1, 3]);
    expect(sunkLow[sunkLow.length - 1]).toMatchObject({ type: 'game-ended', penaltyDie: 3, penalty: 3, score: 14, outcome: { winner: 'british' } });
    const sunkHigh = accepted(before, 'british', { type: 'air-search', token: 't1', searched: 'B3' }, [6, 6, 1, 2]);
    expect(sunkHigh[sunkHigh.length - 1]).toMatchObject({ score: 15, outcome: { winner: 'german', reason: 'spee-sunk' } });
  });

  it('GS-8.4 on E1 the German may scuttle whenever he has a decision: half a die, rounded up, is subtracted', () => {
    const onE1 = [...setUp({ speeHex: 'B1' }), speeMoved(1, 'B1', ['C1', 'D1']), withScore(16), ...nextTurn(1), speeMoved(2, 'D1', ['E1']), ...nextTurn(2)];
    const state = stateAfter(onE1);
    expect(state.speeHex).toBe('E1');
    expect(grafSpee.legal(state, 'german')).toContainEqual({ type: 'scuttle' });
    const events = accepted(onE1, 'german', { type: 'scuttle' }, [3]);
    expect(events).toEqual([
      { type: 'scuttled', speeHex: 'E1', die: 3, penalty: 2, score: 14 },
      expect.objectContaining({ type: 'game-ended', score: 14, penaltyDie: 3, penalty: 2, outcome: expect.objectContaining({ winner: 'british', reason: 'spee-scuttled' }) }),
    ]);
    expect(accepted(onE1, 'german', { type: 'scuttle' }, [2])[1]).toMatchObject({ score: 15, outcome: { winner: 'german' } });
  });

  it('GS-8.4 scuttling is refused off E1, and when the German has no decision to make', () => {
    expect(refusal(setUp(), 'german', { type: 'scuttle' })).toMatchObject({ code: 'ERR_NOT_ON_SCUTTLE_HEX', rule: 'GS-8.4' });
    expect(grafSpee.legal(grafSpee.setup(DEFAULT_OPTIONS), 'german')).not.toContainEqual({ type: 'scuttle' });
    const britishStep = [...setUp(), speeMoved(1, 'B3', ['C2', 'D1'])];
    expect(refusal(britishStep, 'german', { type: 'scuttle' })).toMatchObject({ code: 'ERR_NOT_YOUR_TURN' });
  });

  it('GS-8.5 the score is public, including the points given for extra moves', () => {
    const events = [...setUp(), speeMoved(1, 'B3', []), { type: 'extra-moves-bought', die: 3, points: 1, score: 1, movesAllowed: 6 } as GrafSpeeEvent];
    for (const viewer of ['german', 'british', 'spectator']) {
      expect(grafSpee.view(stateAfter(events), viewer).score).toBe(1);
      expect(grafSpee.redact(events[events.length - 1] as GrafSpeeEvent, viewer)).toEqual(events[events.length - 1]);
    }
  });
});
