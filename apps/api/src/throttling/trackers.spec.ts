import { addressTracker, tokenTracker } from './trackers';

describe('rate-limit trackers', () => {
  it('track a token by its hash (header or access_token) and an address by its IP', () => {
    const tracked = tokenTracker({ headers: { authorization: 'Bearer wgs_secret' } });
    expect(tracked).toMatch(/^token:[0-9a-f]{64}$/);
    expect(tracked).not.toContain('wgs_secret');
    expect(tokenTracker({ headers: {}, query: { access_token: 'wgs_secret' } })).toBe(tracked);
    expect(tokenTracker({ headers: {} })).toBeUndefined();
    expect(addressTracker({ ip: '10.1.2.3' })).toBe('address:10.1.2.3');
    expect(addressTracker({ ip: undefined, socket: { remoteAddress: '::1' } })).toBe('address:::1');
  });
});
