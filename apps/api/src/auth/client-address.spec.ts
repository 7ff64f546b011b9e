import { clientAddress } from './client-address';

describe('clientAddress (X-Forwarded-For behind trusted proxies)', () => {
  it('is the connection address when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress('10.0.0.5', '203.0.113.7', 0)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', undefined, 1)).toBe('10.0.0.5');
  });

  it('takes one entry from the right per trusted proxy, so a client cannot forge the ones before', () => {
    expect(clientAddress('10.0.0.5', '203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.5', '198.51.100.1, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.5', ['198.51.100.1', '203.0.113.7'], 2)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.5', '203.0.113.7', 3)).toBe('203.0.113.7');
  });
});
