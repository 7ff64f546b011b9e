import { emptySeats, type SeatSummary } from '@/seats/empty-seats';
import { opponentSeat } from './opponent-seat';

const seat = (role: string, claimed: boolean, invited = false, bot: string | null = null): SeatSummary => ({ role, claimed, invited, bot });

describe('opponentSeat', () => {
  it('is the other seat of a person, free, held for an invite or taken', () => {
    expect(opponentSeat([seat('german', true), seat('british', false)], 'german')).toEqual({ role: 'british', state: 'free' });
    expect(opponentSeat([seat('german', true), seat('british', true, true)], 'german')).toEqual({ role: 'british', state: 'invited' });
    expect(opponentSeat([seat('allied', true), seat('german', true)], 'german')).toEqual({ role: 'allied', state: 'taken' });
  });

  it('is nobody for a spectator, and never the computer’s seat', () => {
    expect(opponentSeat([seat('german', false), seat('british', false)], null)).toBeNull();
    expect(opponentSeat([seat('german', true), seat('british', true, false, 'search')], 'german')).toBeNull();
  });

  it('lists the seats nobody has come to: free or invited, never the computer’s', () => {
    expect(emptySeats([seat('german', false), seat('british', true, true)])).toEqual(['german', 'british']);
    expect(emptySeats([seat('german', true), seat('british', true, false, 'search')])).toEqual([]);
  });
});
