import { claimOpen, claimReadKey } from './claim-reads';

const seat = { gameId: 'g1', role: 'german' };
const MOVED = '2026-12-05T11:00:00.000Z';

describe('the claim times "my games" reads', () => {
  it('reads a seat’s claim time only while its game waits for another side that came, once per last move', () => {
    expect(claimReadKey(seat, { kind: 'waiting', pending: ['british'], lastMoveAt: MOVED, toJoin: false })).toBe(`g1/german/${MOVED}`);
    expect(claimReadKey(seat, { kind: 'waiting', pending: ['british'], lastMoveAt: null, toJoin: false })).toBe('g1/german/');
    // A seat nobody came to is called off, not claimed; the seat's own turn, an end or an unknown game have no claim.
    expect(claimReadKey(seat, { kind: 'waiting', pending: ['british'], lastMoveAt: MOVED, toJoin: true })).toBeNull();
    expect(claimReadKey(seat, { kind: 'yours', lastMoveAt: MOVED })).toBeNull();
    expect(claimReadKey(seat, { kind: 'ended', winner: null, calledOff: false })).toBeNull();
    expect(claimReadKey(seat, { kind: 'unknown' })).toBeNull();
  });

  it('opens a claim once its time has come, never when there is none or it is not read', () => {
    const now = new Date('2026-12-08T11:00:00.000Z');
    expect(claimOpen('2026-12-08T11:00:00.000Z', now)).toBe(true);
    expect(claimOpen('2026-12-08T10:00:00.000Z', now)).toBe(true);
    expect(claimOpen('2026-12-08T11:00:01.000Z', now)).toBe(false);
    expect(claimOpen(null, now)).toBe(false);
    expect(claimOpen(undefined, now)).toBe(false);
  });
});
