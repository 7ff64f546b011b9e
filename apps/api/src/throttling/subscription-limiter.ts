import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../app/tokens';
import type { RequestLike } from '../auth/request-credentials';
import type { AppConfig } from '../config/app-config';
import { ApiError } from '../errors/api-error';
import { addressTracker, tokenTracker } from './trackers';
import { rateLimitHeaders } from './rate-limit-headers';

/** Who holds a live feed open: the client address and, with a token, the token (as a hash). */
export interface Subscriber {
  readonly address: string;
  readonly token: string | undefined;
}

export function subscriberOf(request: Pick<RequestLike, 'headers' | 'ip' | 'query'> & { socket?: { remoteAddress?: string | undefined } | undefined }): Subscriber {
  return { address: addressTracker(request), token: tokenTracker(request) };
}

/** A client may retry a refused live feed after this long (it depends on when the client closes another). */
const RETRY_AFTER_SECONDS = 5;

/**
 * Bounds the live feeds (graphql-ws subscriptions and SSE streams alike) open at once per client address and per
 * seat token. `open` counts one and returns the function that lets it go; counts live in this process.
 */
@Injectable()
export class SubscriptionLimiter {
  private readonly open = new Map<string, number>();
  private readonly perAddress: number;
  private readonly perToken: number;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'rateLimit'>) {
    this.perAddress = config.rateLimit.subscriptionsPerAddress;
    this.perToken = config.rateLimit.subscriptionsPerToken;
  }

  /** Counts a new live feed, or refuses it with ERR_RATE_LIMITED; the returned function releases it (once). */
  acquire(subscriber: Subscriber): () => void {
    const keys: [string, number, string][] = [[subscriber.address, this.perAddress, 'address-streams']];
    if (subscriber.token !== undefined) keys.push([subscriber.token, this.perToken, 'token-streams']);
    for (const [key, limit, policy] of keys) {
      if ((this.open.get(key) ?? 0) >= limit) {
        const who = policy === 'address-streams' ? 'this address' : 'this seat token';
        throw ApiError.rateLimited(
          'subscriptions',
          `${who} has ${limit} live feeds (subscriptions and event streams) open already, the most allowed: close one first`,
          rateLimitHeaders({ policy, quota: limit, remaining: 0, retryAfterSeconds: RETRY_AFTER_SECONDS }),
        );
      }
    }
    for (const [key] of keys) this.open.set(key, (this.open.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const [key] of keys) {
        const left = (this.open.get(key) ?? 1) - 1;
        if (left > 0) this.open.set(key, left);
        else this.open.delete(key);
      }
    };
  }

  /** Live feeds open now for a subscriber's address (tests watch it). */
  openFrom(address: string): number {
    return this.open.get(address) ?? 0;
  }
}
