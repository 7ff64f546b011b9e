import { ruleGame, ruleMessageKey } from './rule-ids';

describe('rule ids', () => {
  it('belong to the rules page of their game', () => {
    expect(['GS-4.1', 'GS-9', 'AR-8.5', 'AR-3'].map(ruleGame)).toEqual(['graf-spee', 'graf-spee', 'arras', 'arras']);
  });

  it('are not made up of anything else (no link for text that only looks like one)', () => {
    expect(['GS-', 'GS-4.', 'gs-4.1', 'XX-1', 'GS-0', 'AR-8.5 ', ''].map(ruleGame)).toEqual([null, null, null, null, null, null, null]);
  });

  it('have message keys without dots', () => {
    expect(ruleMessageKey('GS-4.1')).toBe('GS-4_1');
    expect(ruleMessageKey('AR-9')).toBe('AR-9');
  });
});
