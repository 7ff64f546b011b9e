import type { GameSummary } from '@wargames/sdk';

export type SeatSummary = GameSummary['seats'][number];

/** The seats no person has come to yet: free, or held for an invite nobody has accepted (the computer's never). */
export function emptySeats(seats: readonly SeatSummary[]): string[] {
  return seats.filter((seat) => !seat.bot && (!seat.claimed || seat.invited)).map((seat) => seat.role);
}
