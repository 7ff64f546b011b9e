import { hasStrings, readStoredList, type StorageLike } from './stored-list';

/**
 * The seats this browser holds: game id, role and the secret seat token, kept in localStorage so that a game resumes
 * after a reload, in another tab or from the lobby's "my games". Tokens never go into URLs: an invite link hands over an
 * invite's code in its fragment (never sent to the web server), which the page removes from the address at once and
 * trades for the seat's token with the API.
 */
export interface HeldSeat {
  readonly gameId: string;
  readonly gameType: string;
  readonly role: string;
  readonly token: string;
  /** When this browser took the seat (ms since the epoch), for ordering "my games". */
  readonly savedAt: number;
}

export const SEATS_KEY = 'wargames.seats';


function isSeat(value: unknown): value is HeldSeat {
  return hasStrings(value, ['gameId', 'gameType', 'role', 'token']) && typeof value['savedAt'] === 'number';
}

/** Every seat held, newest first; anything unreadable in storage is ignored. */
export function readSeats(storage: StorageLike): HeldSeat[] {
  return readStoredList(storage, SEATS_KEY, isSeat).sort((a, b) => b.savedAt - a.savedAt);
}

/** Keeps a seat (replacing the one held for the same game and role); `savedAt` defaults to now. */
export function saveSeat(storage: StorageLike, given: Omit<HeldSeat, 'savedAt'> & { readonly savedAt?: number }): void {
  const seat: HeldSeat = { ...given, savedAt: given.savedAt ?? Date.now() };
  const others = readSeats(storage).filter((held) => !(held.gameId === seat.gameId && held.role === seat.role));
  storage.setItem(SEATS_KEY, JSON.stringify([seat, ...others]));
}

/** The seat held in a game: the newest, when this browser holds both. */
export function seatIn(storage: StorageLike, gameId: string): HeldSeat | undefined {
  return readSeats(storage).find((seat) => seat.gameId === gameId);
}

export function forgetSeat(storage: StorageLike, gameId: string, role: string): void {
  storage.setItem(SEATS_KEY, JSON.stringify(readSeats(storage).filter((held) => !(held.gameId === gameId && held.role === role))));
}

/** An invite handed over in a link's fragment: `#invite=<role>.<code>`, a code the API accepts once for the seat's token. */
export function inviteFragment(role: string, code: string): string {
  return `#invite=${encodeURIComponent(role)}.${encodeURIComponent(code)}`;
}

/** What a link's fragment hands over: an invite's code, or (links made before invites had codes) the seat's token itself. */
export type HandedOver = { readonly kind: 'invite'; readonly role: string; readonly code: string } | { readonly kind: 'seat'; readonly role: string; readonly token: string };

export function readInviteFragment(hash: string): HandedOver | null {
  const match = /^#(invite|seat)=([^.&]+)\.([^&]+)$/.exec(hash);
  if (!match) return null;
  const role = decodeURIComponent(match[2] as string);
  const secret = decodeURIComponent(match[3] as string);
  return match[1] === 'invite' ? { kind: 'invite', role, code: secret } : { kind: 'seat', role, token: secret };
}
