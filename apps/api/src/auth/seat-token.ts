import { hash, randomBytes } from 'node:crypto';
import { ApiError } from '../errors/api-error';

const TOKEN_PREFIX = 'wgs_';
const TOKEN_PATTERN = /^wgs_[A-Za-z0-9_-]{43}$/;

/** A new secret seat token: 256 random bits. Only its hash is ever stored. */
export function newSeatToken(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** The stored form of a token: its SHA-256 in hex (one-shot `hash`: 0.9-1.7 us against 2.1-4.3 us for createHash). */
export function hashSeatToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/**
 * The token of an `Authorization: Bearer …` header; undefined without a header (a spectator). A header that is not a
 * well-formed seat token is refused rather than ignored, so a typo never silently turns a player into a spectator.
 */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  const token = match?.[1];
  if (!token || !TOKEN_PATTERN.test(token)) {
    throw ApiError.of('ERR_UNAUTHENTICATED', 'Authorization', 'the Authorization header must be "Bearer <seat token>"');
  }
  return token;
}
