import { rateLimitHeaders } from './rate-limit-headers';

describe('rateLimitHeaders', () => {
  it('writes Retry-After and the draft’s RateLimit-Policy and RateLimit fields for a windowed limit', () => {
    expect(rateLimitHeaders({ policy: 'address', quota: 6000, windowSeconds: 60, remaining: 0, resetSeconds: 12.2, retryAfterSeconds: 12.2 })).toEqual({
      'Retry-After': '13',
      'RateLimit-Policy': '"address";q=6000;w=60',
      RateLimit: '"address";r=0;t=13',
    });
  });

  it('leaves out the window and reset of a limit on things open at once, and never asks to wait less than a second', () => {
    expect(rateLimitHeaders({ policy: 'token-streams', quota: 5, remaining: 0, retryAfterSeconds: 0.01 })).toEqual({
      'Retry-After': '1',
      'RateLimit-Policy': '"token-streams";q=5',
      RateLimit: '"token-streams";r=0',
    });
  });
});
