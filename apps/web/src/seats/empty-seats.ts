import type { GameSummary } from '@wargames/sdk';

export type SeatSummary = GameSummary['seats'][number];

/** The seats no person has come to yet: free, or held for an invite nobody has accepted (the computer's never). */
export function emptySeats(seats: readonly SeatSummary[]): string[] {
  return seats.filter((seat) => !seat.bot && (!seat.claimed || seat.invited)).map((seat) => seat.role);
}

/** Whether the game waits only for seats nobody has come to (`empty`): for a player to join, not for a move. */
export function awaitsJoining(pending: readonly string[], empty: readonly string[]): boolean {
  return pending.length > 0 && pending.every((seat) => empty.includes(seat));
}
