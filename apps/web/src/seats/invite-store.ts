import { hasStrings, readStoredList, type StorageLike } from './stored-list';

/**
 * Invite links this browser made, kept until the opponent takes the seat, so that the inviter finds the same link after
 * a reload. Only the code is kept (the link is made from it); it is worth less than the seat token kept beside it, and it
 * stops working once used or replaced.
 */
export interface MadeInvite {
  readonly gameId: string;
  readonly role: string;
  readonly code: string;
}

export const INVITES_KEY = 'wargames.invites';

const isInvite = (value: unknown): value is MadeInvite => hasStrings(value, ['gameId', 'role', 'code']);
const readInvites = (storage: StorageLike): MadeInvite[] => readStoredList(storage, INVITES_KEY, isInvite);

/** Keeps the invite made for a seat, replacing an older one for that seat. */
export function saveInvite(storage: StorageLike, invite: MadeInvite): void {
  const others = readInvites(storage).filter((kept) => !(kept.gameId === invite.gameId && kept.role === invite.role));
  storage.setItem(INVITES_KEY, JSON.stringify([invite, ...others]));
}

/** The code of the invite this browser made for a seat, if it kept one. */
export function inviteFor(storage: StorageLike, gameId: string, role: string): string | undefined {
  return readInvites(storage).find((kept) => kept.gameId === gameId && kept.role === role)?.code;
}

/** Forgets a game's invites (the seat has been taken, or the game has ended). */
export function forgetInvites(storage: StorageLike, gameId: string): void {
  const kept = readInvites(storage);
  if (kept.some((invite) => invite.gameId === gameId)) storage.setItem(INVITES_KEY, JSON.stringify(kept.filter((invite) => invite.gameId !== gameId)));
}
