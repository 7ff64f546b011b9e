import type { SeatSummary } from '@/seats/empty-seats';

/** Where the seat a player waits for stands: nobody's, held for an invite nobody has accepted, or a person's. */
export type OpponentSeatState = 'free' | 'invited' | 'taken';

export interface OpponentSeat {
  readonly role: string;
  readonly state: OpponentSeatState;
}

/**
 * The seat of a person this player may invite or waits for: another seat, not the computer's, that is free or held for
 * an invite (or, once taken, the first such seat); null for a spectator and when every other seat is the computer's.
 */
export function opponentSeat(seats: readonly SeatSummary[], role: string | null): OpponentSeat | null {
  if (role === null) return null;
  const others = seats.filter((seat) => seat.role !== role && !seat.bot);
  const seat = others.find((other) => !other.claimed || other.invited) ?? others[0];
  if (!seat) return null;
  return { role: seat.role, state: !seat.claimed ? 'free' : seat.invited ? 'invited' : 'taken' };
}
