import { byUrgency, heldSeatState } from './held-seat-state';

const MOVED = '2026-12-05T11:00:00.000Z';
type Seat = { role: string; claimed: boolean; invited: boolean; bot: string | null };
const TAKEN: Seat[] = [
  { role: 'german', claimed: true, invited: false, bot: null },
  { role: 'british', claimed: true, invited: false, bot: null },
];
const active = (pending: string[], lastMoveAt: string | null = null, seats = TAKEN) => ({ status: 'active', pending, outcome: null, lastMoveAt, seats });

describe('heldSeatState', () => {
  it('tells a seat to play from one waiting for the other side', () => {
    expect(heldSeatState('british', active(['british']))).toEqual({ kind: 'yours', lastMoveAt: null });
    expect(heldSeatState('british', active(['german'], MOVED))).toEqual({ kind: 'waiting', pending: ['german'], lastMoveAt: MOVED, toJoin: false });
  });

  it('tells a game waiting for a player to come, free or invited, from one waiting for a move', () => {
    for (const seat of [{ claimed: false, invited: false }, { claimed: true, invited: true }]) {
      const seats: Seat[] = [{ role: 'german', ...seat, bot: null }, TAKEN[1] as Seat];
      expect(heldSeatState('british', active(['german'], null, seats))).toEqual({ kind: 'waiting', pending: ['german'], lastMoveAt: null, toJoin: true });
    }
    expect(heldSeatState('british', active(['german'], null, [{ role: 'german', claimed: true, invited: false, bot: 'search' }]))).toMatchObject({ toJoin: false });
  });

  it('gives a finished game its winner, or none, and tells a game called off before the other side came', () => {
    const outcome = { winner: 'allied', reason: 'turnLimit', rule: 'AR-11.1', message: 'The Allies held' };
    expect(heldSeatState('german', { status: 'ended', pending: [], outcome, lastMoveAt: MOVED, seats: TAKEN })).toEqual({ kind: 'ended', winner: 'allied', calledOff: false });
    expect(heldSeatState('german', { status: 'ended', pending: [], outcome: { ...outcome, winner: null }, lastMoveAt: MOVED, seats: TAKEN })).toEqual({ kind: 'ended', winner: null, calledOff: false });
    const calledOff = { winner: null, reason: 'aborted', rule: 'abort', message: 'The German player called the game off while the Allied seat was empty: no result.' };
    expect(heldSeatState('german', { status: 'ended', pending: [], outcome: calledOff, lastMoveAt: MOVED, seats: TAKEN })).toEqual({ kind: 'ended', winner: null, calledOff: true });
  });

  it('knows a game the API has never heard of from one not read yet', () => {
    expect(heldSeatState('german', null)).toEqual({ kind: 'gone' });
    expect(heldSeatState('german', undefined)).toEqual({ kind: 'unknown' });
  });
});

describe('byUrgency', () => {
  it('puts the seats to play first and the finished and vanished games last, keeping the order within each', () => {
    const rows = [
      { id: 'a', state: heldSeatState('german', { status: 'ended', pending: [], outcome: null, lastMoveAt: MOVED, seats: TAKEN }) },
      { id: 'b', state: heldSeatState('german', active(['british'])) },
      { id: 'c', state: heldSeatState('german', null) },
      { id: 'd', state: heldSeatState('german', active(['german'])) },
      { id: 'e', state: heldSeatState('german', active(['german'])) },
    ];
    expect(byUrgency(rows).map((row) => row.id)).toEqual(['d', 'e', 'b', 'a', 'c']);
  });

  it('puts a game whose win may be claimed after the seats to play and before the other games waiting', () => {
    const rows = [
      { id: 'waiting', state: heldSeatState('german', active(['british'])), claimable: false },
      { id: 'claimable', state: heldSeatState('german', active(['british'])), claimable: true },
      { id: 'yours', state: heldSeatState('german', active(['german'])) },
    ];
    expect(byUrgency(rows).map((row) => row.id)).toEqual(['yours', 'claimable', 'waiting']);
  });
});
