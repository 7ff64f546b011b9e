import type { GrafSpeeState } from '@wargames/graf-spee';
import { GERMAN_POSITION_TERMS, GERMAN_WIN_RATE_BY_SCORE, germanChanceAt, germanChanceWithTerms } from './position-value';

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

  it('with the position terms: worth less shadowed (GS-6.7) and with British pieces near her, the outcome kept', () => {
    const live = (over: Partial<GrafSpeeState>) => ({ score: 9, speeDamaged: false, outcome: null, speeHex: 'C3', pieces: [], shadowed: false, shadowNextTurn: false, phase: 'spee-move', ...over }) as unknown as GrafSpeeState;
    const hexes = ['C3', 'C4', 'C5', 'C6'];
    const distance = (hex: string) => Math.abs(hexes.indexOf(hex));
    const value = (over: Partial<GrafSpeeState>) => germanChanceWithTerms(live(over), GERMAN_POSITION_TERMS, distance);
    const alone = value({});
    expect(alone).toBeGreaterThan(germanChanceAt(live({})) - 0.05);
    expect(value({ shadowNextTurn: true })).toBeLessThan(alone - 0.05);
    expect(value({ shadowed: true })).toBeLessThan(alone - 0.05);
    const piece = (at: string) => ({ token: at, at, kind: 'CA', moved: false, revealed: false, airSearched: false });
    const near = value({ pieces: [piece('C4'), piece('C4')] as never });
    expect(near).toBeLessThan(alone);
    expect(value({ pieces: [piece('C6')] as never })).toBe(alone);
    expect(value({ outcome: { winner: 'british' } as GrafSpeeState['outcome'] })).toBe(0);
  });
});
