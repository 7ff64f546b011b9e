import type { HeldSeatState } from './held-seat-state';

/**
 * The read of a held seat's claim time (`claimableAt` of its legal commands) worth making: only while its game waits
 * for another side that has come (a seat nobody took is called off instead). Keyed by the game's last move, which is
 * the only thing that moves the time on (the API's VictoryClaims); null when there is nothing to read.
 */
export function claimReadKey(seat: { readonly gameId: string; readonly role: string }, state: HeldSeatState): string | null {
  if (state.kind !== 'waiting' || state.toJoin) return null;
  return `${seat.gameId}/${seat.role}/${state.lastMoveAt ?? ''}`;
}

/** Whether a claim time read (null: never; undefined: not read) has come by `now`. */
export function claimOpen(claimableAt: string | null | undefined, now: Date): boolean {
  return typeof claimableAt === 'string' && Date.parse(claimableAt) <= now.getTime();
}
