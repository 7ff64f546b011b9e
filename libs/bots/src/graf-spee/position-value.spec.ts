import type { GrafSpeeState } from '@wargames/graf-spee';
import { GERMAN_WIN_RATE_BY_SCORE, germanChanceAt } from './position-value';

const at = (score: number, speeDamaged: boolean, outcome: GrafSpeeState['outcome'] = null) => ({ score, speeDamaged, outcome }) as GrafSpeeState;

describe('Graf Spee position value (GS-8)', () => {
  it('is the outcome once the game is over', () => {
    expect(germanChanceAt(at(3, false, { winner: 'german' } as GrafSpeeState['outcome']))).toBe(1);
    expect(germanChanceAt(at(18, false, { winner: 'british' } as GrafSpeeState['outcome']))).toBe(0);
  });

  it('grows with the score, a damaged Spee (GS-4.4, GS-6.5) always worth less, and a live Spee more than a sunk one', () => {
    for (const row of GERMAN_WIN_RATE_BY_SCORE) {
      expect(row).toHaveLength(21);
      for (let score = 1; score < row.length; score++) expect(row[score]).toBeGreaterThanOrEqual(row[score - 1] as number);
    }
    for (let score = 0; score <= 17; score++) expect(germanChanceAt(at(score, true))).toBeLessThan(germanChanceAt(at(score, false)));
    expect(germanChanceAt(at(0, false))).toBeGreaterThan(0.1);
    expect(germanChanceAt(at(25, false))).toBe(1);
  });
});
