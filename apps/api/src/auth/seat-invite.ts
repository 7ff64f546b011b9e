import { hashSeatToken, newSecret, secretPattern } from './seat-token';

/** Invite codes are made as seat tokens are, with their own prefix (a seat token begins `wgs_`). */
const CODE_PREFIX = 'wgi_';
const MARKER_PREFIX = 'invite:';
export const INVITE_CODE_PATTERN = secretPattern(CODE_PREFIX);

/** A new secret invite code. Only its hash is stored, in the seat it holds. */
export function newInviteCode(): string {
  return newSecret(CODE_PREFIX);
}

/**
 * What a seat held by an invite stores in place of a token hash. Like a bot's marker it is no sha256 in hex, so no
 * token can speak for the seat; accepting the invite replaces it with a new token's hash, once (EventStore.renewSeat).
 */
export const inviteMarker = (code: string): string => `${MARKER_PREFIX}${hashSeatToken(code)}`;

/** Whether a seat's stored hash is an invite's marker: the seat waits for its invite to be accepted. */
export const isInviteMarker = (tokenHash: string): boolean => tokenHash.startsWith(MARKER_PREFIX);
