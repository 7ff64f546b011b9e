import { claimWait } from './claim-wait';

describe('claimWait: when the play page reads again what it may offer, for a claim of the win', () => {
  const now = Date.parse('2026-12-07T12:00:00Z');

  it('waits until the time the API named, and a second more for its clock', () => {
    expect(claimWait(now + 3 * 86_400_000, now)).toBe(3 * 86_400_000 + 1_000);
    expect(claimWait(now + 2_000, now)).toBe(3_000);
  });

  it('reads again every few seconds once that time has passed here and the claim is not offered yet (the API\'s clock behind)', () => {
    expect(claimWait(now - 5_000, now)).toBe(5_000);
    expect(claimWait(now - 1_000, now)).toBe(5_000);
    expect(claimWait(now - 500, now)).toBe(500);
  });

  it('sets no timer for a time beyond what a browser timer keeps, nor for something that is not a time', () => {
    expect(claimWait(now + 30 * 86_400_000, now)).toBeNull();
    expect(claimWait(Number.NaN, now)).toBeNull();
  });
});
