import { ApiError } from '../errors/api-error';
import { bearerToken, hashSeatToken, newSeatToken } from './seat-token';

describe('seat tokens', () => {
  it('are long, random and url-safe', () => {
    const a = newSeatToken();
    const b = newSeatToken();
    expect(a).not.toBe(b);
    expect(a).toMatch(/^wgs_[A-Za-z0-9_-]{43}$/);
  });

  it('are stored as a sha256 hash that does not contain the token', () => {
    const token = newSeatToken();
    const hash = hashSeatToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashSeatToken(token));
    expect(hash).not.toContain(token.slice(4));
    // The same hex SHA-256 as the hashes already stored (they were made with createHash).
    expect(hashSeatToken(`wgs_${'a'.repeat(43)}`)).toBe('f3b4ef5f3b1925c5fe56c42b9d4eee869814d5d6cb4f9abc6555fe7ff38328cc');
  });

  it('are read from a Bearer header; no header means a spectator', () => {
    const token = newSeatToken();
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer   ${token} `)).toBe(token);
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken('')).toBeUndefined();
  });

  it.each(['Basic abc', 'Bearer', 'Bearer not-a-token', `Token ${'x'.repeat(47)}`])('refuse a malformed header: %s', (header) => {
    expect(() => bearerToken(header)).toThrow(ApiError);
    try {
      bearerToken(header);
    } catch (error) {
      expect((error as ApiError).toBody()).toMatchObject({ code: 'ERR_UNAUTHENTICATED', rule: 'Authorization', status: 401 });
    }
  });
});
