import { authorizationHeader, type RequestLike } from '../auth/request-credentials';
import { hashSeatToken } from '../auth/seat-token';

/** The credential a request is counted against: a hash, never the token itself. */
export function tokenTracker(request: Pick<RequestLike, 'headers' | 'query'>): string | undefined {
  const header = authorizationHeader(request);
  const queryToken = request.query?.['access_token'];
  // The token itself, whether it came as `Bearer <token>` or as ?access_token=<token>.
  const credential = header !== undefined ? (/^\s*Bearer\s+(\S+)/i.exec(header)?.[1] ?? header) : typeof queryToken === 'string' ? queryToken : undefined;
  return credential ? `token:${hashSeatToken(credential)}` : undefined;
}

/** The client address a request is counted against. */
export function addressTracker(request: Pick<RequestLike, 'ip'> & { socket?: { remoteAddress?: string | undefined } | undefined }): string {
  return `address:${request.ip ?? request.socket?.remoteAddress ?? 'unknown'}`;
}
