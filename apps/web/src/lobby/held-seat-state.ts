import { isCalledOff, type GameSummary } from '@wargames/sdk';
import { awaitsJoining, emptySeats } from '@/seats/empty-seats';

/** Where a game stands for a seat this browser holds, as "my games" tells it. */
export type HeldSeatState =
  /** `lastMoveAt`: when the game last had a command stored (ISO 8601), null before the first. */
  | { readonly kind: 'yours'; readonly lastMoveAt: string | null }
  /** `toJoin`: nobody has come to the seats it waits for yet (free, or their invite not accepted). */
  | { readonly kind: 'waiting'; readonly pending: readonly string[]; readonly lastMoveAt: string | null; readonly toJoin: boolean }
  /** `calledOff`: a player called the game off before the other side came (no result). */
  | { readonly kind: 'ended'; readonly winner: string | null; readonly calledOff: boolean }
  /** The API does not know the game (a fresh database, say): the seat can only be forgotten. */
  | { readonly kind: 'gone' }
  /** Not read yet. */
  | { readonly kind: 'unknown' };

/** `summary`: the game as the API lists it, null when the API does not know it, undefined while it is not read. */
export function heldSeatState(role: string, summary: Pick<GameSummary, 'status' | 'pending' | 'outcome' | 'lastMoveAt' | 'seats'> | null | undefined): HeldSeatState {
  if (summary === undefined) return { kind: 'unknown' };
  if (summary === null) return { kind: 'gone' };
  if (summary.status !== 'active') return { kind: 'ended', winner: summary.outcome?.winner ?? null, calledOff: isCalledOff(summary.outcome) };
  const lastMoveAt = summary.lastMoveAt ?? null;
  if (summary.pending.includes(role)) return { kind: 'yours', lastMoveAt };
  return { kind: 'waiting', pending: summary.pending, lastMoveAt, toJoin: awaitsJoining(summary.pending, emptySeats(summary.seats)) };
}

const RANK: Readonly<Record<HeldSeatState['kind'], number>> = { yours: 0, waiting: 1, unknown: 2, ended: 3, gone: 4 };

/**
 * The games where it is this browser's turn first, then those whose win may be claimed (the other side stopped
 * playing), then the others waiting for the other side, then the finished ones.
 */
export function byUrgency<T extends { readonly state: HeldSeatState; readonly claimable?: boolean }>(rows: readonly T[]): T[] {
  const rank = (row: T) => RANK[row.state.kind] + (row.state.kind === 'waiting' && !row.claimable ? 0.5 : 0);
  return [...rows].sort((a, b) => rank(a) - rank(b));
}
