import { ThrottlerStorageService } from '@nestjs/throttler';
import { HitQueueThrottlerStorage } from './hit-queue-throttler-storage';

/** A small deterministic generator, so that a failing sequence can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('HitQueueThrottlerStorage', () => {
  let now = 1_000_000;

  beforeEach(() => {
    jest.useFakeTimers({ now });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it.each([
    ['no block (blockDuration 0)', 0],
    ['blocking (blockDuration 3 s)', 3_000],
  ])('answers every request as @nestjs/throttler’s own storage does: %s', async (_name, blockDuration) => {
    const library = new ThrottlerStorageService();
    const ours = new HitQueueThrottlerStorage(60_000, () => now);
    const random = seeded(blockDuration + 7);
    try {
      for (let i = 0; i < 3_000; i++) {
        now += Math.floor(random() * 400);
        jest.setSystemTime(now);
        const key = random() < 0.7 ? 'address|a' : 'address|b';
        // Mostly the window's own TTL; sometimes a route with a shorter one, whose hits expire earlier.
        const ttl = random() < 0.9 ? 5_000 : 2_000;
        const limit = 12;
        const expected = await library.increment(key, ttl, limit, blockDuration, 'address');
        expect(await ours.increment(key, ttl, limit, blockDuration, 'address')).toEqual(expected);
      }
    } finally {
      library.onApplicationShutdown();
      ours.onApplicationShutdown();
    }
  });

  it('counts a large window exactly (the library spreads its hits into Math.min, which throws past ~120,000)', async () => {
    const storage = new HitQueueThrottlerStorage(60_000, () => now);
    try {
      for (let i = 0; i < 200_000; i++) await storage.increment('address|a', 60_000, 1e9, 0, 'address');
      expect(await storage.increment('address|a', 60_000, 1e9, 0, 'address')).toEqual({ totalHits: 200_001, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
      now += 60_000;
      expect((await storage.increment('address|a', 60_000, 1e9, 0, 'address')).totalHits).toBe(1);
    } finally {
      storage.onApplicationShutdown();
    }
  });

  it('forgets idle keys once their window and hits are over, and keeps the others', async () => {
    const storage = new HitQueueThrottlerStorage(60_000, () => now);
    try {
      await storage.increment('address|a', 1_000, 10, 1_000, 'address');
      now += 500;
      await storage.increment('address|b', 1_000, 10, 1_000, 'address');
      now += 700;
      storage.evictIdle();
      expect(storage.size).toBe(1);
      now += 1_000;
      storage.evictIdle();
      expect(storage.size).toBe(0);
    } finally {
      storage.onApplicationShutdown();
    }
  });
});
