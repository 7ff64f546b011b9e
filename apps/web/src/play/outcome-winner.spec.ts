import { outcomeWinner } from './outcome-winner';

describe('outcomeWinner: the headline of an ended game', () => {
  it('names the winning role, a game called off, or nobody', () => {
    expect(outcomeWinner({ winner: 'british', reason: 'spee-sunk' })).toBe('british');
    expect(outcomeWinner({ winner: null, reason: 'aborted' })).toBe('called_off');
    expect(outcomeWinner({ winner: null, reason: 'turn-limit' })).toBe('none');
  });
});
