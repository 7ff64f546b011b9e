import { Inject, Injectable } from '@nestjs/common';
import { TokenBucket } from 'limiter';
import { APP_CONFIG } from '../app/tokens';
import type { AppConfig } from '../config/app-config';
import { ApiError } from '../errors/api-error';
import { rateLimitHeaders } from './rate-limit-headers';

/** Past this many seats with a bucket, full buckets (idle seats, equal to a fresh one) are forgotten. */
const SWEEP_ABOVE = 10_000;

/**
 * How fast a seat may submit commands: a token bucket per seat (game and role), holding `commandBurst` commands and
 * refilled at `commandsPerSecond`. Every submission takes a token, accepted or refused, retries included. The
 * buckets live in this process: with several API processes, each process has its own.
 */
@Injectable()
export class CommandRateLimiter {
  private readonly buckets = new Map<string, TokenBucket>();
  private readonly rate: number;
  private readonly burst: number;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'rateLimit'>) {
    this.rate = config.rateLimit.commandsPerSecond;
    this.burst = config.rateLimit.commandBurst;
  }

  /** Takes one command from the seat's bucket, or refuses with ERR_RATE_LIMITED and how long to wait. */
  take(gameId: string, role: string): void {
    const key = `${gameId}\u0000${role}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= SWEEP_ABOVE) this.forgetIdleSeats();
      bucket = new TokenBucket({ bucketSize: this.burst, tokensPerInterval: this.rate, interval: 'second' });
      bucket.content = this.burst;
      this.buckets.set(key, bucket);
    }
    if (bucket.tryRemoveTokens(1)) return;
    const waitSeconds = bucket.getWaitTime(1) / 1000;
    throw ApiError.rateLimited(
      'rate',
      `the ${role} seat may send ${this.burst} commands at once and ${this.rate} per second after that: wait ${Math.max(1, Math.ceil(waitSeconds))} s and retry`,
      rateLimitHeaders({
        policy: 'seat-commands',
        quota: this.burst,
        windowSeconds: this.burst / this.rate,
        remaining: 0,
        resetSeconds: waitSeconds,
        retryAfterSeconds: waitSeconds,
      }),
    );
  }

  /** How many seats have a bucket now (tests check that idle ones are forgotten). */
  get trackedSeats(): number {
    return this.buckets.size;
  }

  private forgetIdleSeats(): void {
    for (const [key, bucket] of this.buckets) {
      bucket.drip();
      if (bucket.content >= this.burst) this.buckets.delete(key);
    }
  }
}
