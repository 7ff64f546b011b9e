import { grafSpeeEnding } from './graf-spee-ending';

const ended = (reason: string, rule: string, score: number, penaltyDie: number | null, penalty: number) => ({
  event: { type: 'game-ended', outcome: { winner: score >= 15 ? 'german' : 'british', reason, rule, message: '' }, score, penaltyDie, penalty },
});

describe('grafSpeeEnding', () => {
  it('is null while the game goes on', () => {
    expect(grafSpeeEnding([{ event: { type: 'turn-started' } }])).toBeNull();
  });

  it('reads a sunk Spee’s penalty die and the final score judged against 15 (GS-8.2, GS-8.3)', () => {
    expect(grafSpeeEnding([{ event: { type: 'combat-resolved' } }, ended('spee-sunk', 'GS-8.2', 9, 4, 4)])).toEqual({
      score: 9,
      immediate: false,
      rule: 'GS-8.2',
      penalty: { points: 4, die: 4, rule: 'GS-8.3' },
    });
  });

  it('reads scuttling’s half die (GS-8.4), an escape without penalty (GS-4.5) and 21 points at once (GS-8.1)', () => {
    expect(grafSpeeEnding([ended('spee-scuttled', 'GS-8.2', 13, 5, 3)])?.penalty).toEqual({ points: 3, die: 5, rule: 'GS-8.4' });
    expect(grafSpeeEnding([ended('spee-exited', 'GS-8.2', 16, null, 0)])).toEqual({ score: 16, immediate: false, rule: 'GS-8.2', penalty: null });
    expect(grafSpeeEnding([ended('german-21-points', 'GS-8.1', 22, null, 0)])).toEqual({ score: 22, immediate: true, rule: 'GS-8.1', penalty: null });
  });
});
