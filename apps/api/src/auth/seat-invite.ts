import { randomBytes } from 'node:crypto';
import { hashSeatToken } from './seat-token';

/** An invite code's shape: 256 random bits after `wgi_` (a seat token begins `wgs_`). */
export const INVITE_CODE_PATTERN = /^wgi_[A-Za-z0-9_-]{43}$/;

/** A new secret invite code. Only its hash is stored, in the seat it holds. */
export function newInviteCode(): string {
  return 'wgi_' + randomBytes(32).toString('base64url');
}

/**
 * What a seat held by an invite stores in place of a token hash. Like a bot's marker it is no sha256 in hex, so no
 * token can speak for the seat; accepting the invite replaces it with a new token's hash, once (EventStore.renewSeat).
 */
export const inviteMarker = (code: string): string => `invite:${hashSeatToken(code)}`;
