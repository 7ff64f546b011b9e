import { memoryStorage } from '../../test/memory-storage';
import { forgetSeat, inviteFragment, readInviteFragment, readSeats, saveSeat, seatIn, SEATS_KEY } from './seat-store';

describe('seat store', () => {
  it('keeps seats newest first and finds the one held in a game', () => {
    const storage = memoryStorage();
    saveSeat(storage, { gameId: 'g1', gameType: 'arras', role: 'allied', token: 't1', savedAt: 1 });
    saveSeat(storage, { gameId: 'g2', gameType: 'graf-spee', role: 'german', token: 't2', savedAt: 2 });
    expect(readSeats(storage).map((seat) => seat.gameId)).toEqual(['g2', 'g1']);
    expect(seatIn(storage, 'g1')?.token).toBe('t1');
    expect(seatIn(storage, 'g3')).toBeUndefined();
  });

  it('replaces the seat of the same game and role, and forgets one', () => {
    const storage = memoryStorage();
    saveSeat(storage, { gameId: 'g1', gameType: 'arras', role: 'allied', token: 'old', savedAt: 1 });
    saveSeat(storage, { gameId: 'g1', gameType: 'arras', role: 'allied', token: 'new', savedAt: 2 });
    expect(readSeats(storage)).toHaveLength(1);
    expect(seatIn(storage, 'g1')?.token).toBe('new');
    forgetSeat(storage, 'g1', 'allied');
    expect(readSeats(storage)).toEqual([]);
  });

  it('ignores what it cannot read', () => {
    expect(readSeats(memoryStorage({ [SEATS_KEY]: 'not json' }))).toEqual([]);
    expect(readSeats(memoryStorage({ [SEATS_KEY]: JSON.stringify([{ gameId: 'g1' }, 42]) }))).toEqual([]);
  });

  it('hands an invite over in a fragment and reads it back; an older link handing the seat\'s token is read too', () => {
    const fragment = inviteFragment('british', 'abc.def-1');
    expect(fragment.startsWith('#invite=british.')).toBe(true);
    expect(readInviteFragment(fragment)).toEqual({ kind: 'invite', role: 'british', code: 'abc.def-1' });
    expect(readInviteFragment('#seat=german.wgs_x-1')).toEqual({ kind: 'seat', role: 'german', token: 'wgs_x-1' });
    expect(readInviteFragment('#other')).toBeNull();
    expect(readInviteFragment('')).toBeNull();
  });
});
