import { grafSpee } from '@wargames/games';
import { randomPosition } from '../random-position';
import { rngFor } from '../seeds';
import type { Bot } from '../bot';
import { grafSpeeHeuristicBot } from './heuristic-bot';
import { grafSpeeSearch } from './search-bot';

describe('Graf Spee search: the heuristic’s move stands unless a candidate beats it by the margin', () => {
  it('with a margin no mean can pass, every decision is the heuristic’s, on both sides (GS-4, GS-5, GS-7)', () => {
    const stubborn = grafSpeeSearch({ simulations: 2, candidates: 3, horizonTurns: 1, margin: 1 }) as Bot;
    const heuristic = grafSpeeHeuristicBot as Bot;
    let searched = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const { seats } = randomPosition(grafSpee, { surePointsPerIcon: false }, seed, 10 + ((seed * 13) % 120));
      for (const seat of seats) {
        if (seat.legal.length > 1) searched++;
        expect(stubborn.choose(seat, rngFor(seed, seat.role))).toEqual(heuristic.choose(seat, rngFor(seed, seat.role)));
      }
    }
    expect(searched).toBeGreaterThan(10);
  });
});
