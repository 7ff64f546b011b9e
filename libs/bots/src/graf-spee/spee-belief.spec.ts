import type { VisibleEvent } from '@wargames/engine';
import { board, type HexId } from '@wargames/graf-spee';
import { SpeeBelief } from './spee-belief';

const sighted = (hex: HexId) => ({ type: 'raided', speeHex: hex, icon: false, die: 1, points: 0, score: 0 }) as unknown as VisibleEvent;
const entered = (token: string, hex: HexId) => ({ type: 'piece-entered', token, box: 'atlantic', to: hex }) as unknown as VisibleEvent;
const moved = { type: 'spee-moved' } as unknown as VisibleEvent;

describe('Spee belief wariness', () => {
  const history = [sighted('C3'), entered('t1', 'C4'), moved];

  it('a wary Spee (the default) is thought less likely on and next to British pieces', () => {
    const wary = SpeeBelief.from(history);
    expect(wary.wariness).toBe(1);
    expect(wary.at('C4')).toBeLessThan(wary.at('C2'));
    expect(SpeeBelief.from(history, 1).at('C4')).toBe(wary.at('C4'));
  });

  it('a careless Spee (wariness 0) spreads her unseen move evenly over her reach (GS-4.1, GS-4.3)', () => {
    const careless = SpeeBelief.from(history, 0);
    expect(careless.at('C4')).toBeCloseTo(careless.at('C2'), 12);
    expect(careless.at('C4')).toBeGreaterThan(SpeeBelief.from(history).at('C4'));
    let total = 0;
    for (const hex of board.seaHexes) total += careless.at(hex);
    expect(total).toBeCloseTo(1, 12);
    expect(careless.copy().wariness).toBe(0);
  });
});
