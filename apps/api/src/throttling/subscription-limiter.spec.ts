import { loadConfig } from '../config/app-config';
import { ApiError } from '../errors/api-error';
import { SubscriptionLimiter, subscriberOf } from './subscription-limiter';

describe('SubscriptionLimiter', () => {
  const limiter = () => new SubscriptionLimiter(loadConfig({ WARGAMES_SUBSCRIPTIONS_PER_ADDRESS: '3', WARGAMES_SUBSCRIPTIONS_PER_TOKEN: '2' }));
  const alice = subscriberOf({ headers: { authorization: 'Bearer a' }, ip: '10.0.0.1' });
  const bob = subscriberOf({ headers: { authorization: 'Bearer b' }, ip: '10.0.0.1' });
  const spectator = subscriberOf({ headers: {}, ip: '10.0.0.1' });
  const elsewhere = subscriberOf({ headers: {}, ip: '10.0.0.2' });

  it('bounds the live feeds open at once per token and per address, with ERR_RATE_LIMITED and its headers', () => {
    const limits = limiter();
    limits.acquire(alice);
    limits.acquire(alice);
    expect(() => limits.acquire(alice)).toThrow(/this seat token has 2 live feeds/);
    limits.acquire(bob);
    let refused: unknown;
    try {
      limits.acquire(spectator);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).toBody()).toMatchObject({ code: 'ERR_RATE_LIMITED', rule: 'subscriptions', status: 429 });
    expect((refused as ApiError).headers).toEqual({ 'Retry-After': '5', 'RateLimit-Policy': '"address-streams";q=3', RateLimit: '"address-streams";r=0' });
    limits.acquire(elsewhere);
    expect(limits.openFrom(spectator.address)).toBe(3);
  });

  it('frees a place when a feed is released, once however often release is called', () => {
    const limits = limiter();
    const release = limits.acquire(alice);
    limits.acquire(alice);
    release();
    release();
    limits.acquire(alice);
    expect(() => limits.acquire(alice)).toThrow(ApiError);
    expect(limits.openFrom(alice.address)).toBe(2);
  });

  it('a refused feed counts for nothing', () => {
    const limits = limiter();
    limits.acquire(alice);
    limits.acquire(alice);
    expect(() => limits.acquire(alice)).toThrow(ApiError);
    expect(limits.openFrom(alice.address)).toBe(2);
  });
});
