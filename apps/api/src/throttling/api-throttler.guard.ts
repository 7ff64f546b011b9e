import { Injectable, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { RequestLike } from '../auth/request-credentials';
import type { AppConfig } from '../config/app-config';
import { ApiError } from '../errors/api-error';
import type { GraphqlContext } from '../graphql/graphql-context';
import { rateLimitHeaders } from './rate-limit-headers';
import { HitQueueThrottlerStorage } from './hit-queue-throttler-storage';
import { SettledMetadataReflector } from './settled-metadata-reflector';
import { addressTracker } from './trackers';

/**
 * One ceiling per client address and window, against floods: generous, since the limits that pace real clients are
 * the commands per seat (CommandRateLimiter) and the live feeds open at once (SubscriptionLimiter).
 */
export function throttlerOptions(config: AppConfig): ThrottlerModuleOptions {
  return {
    setHeaders: false,
    // The library's default storage costs O(hits in the window) per request (see HitQueueThrottlerStorage).
    storage: new HitQueueThrottlerStorage(),
    throttlers: [{ name: 'address', ttl: config.rateLimit.windowMs, limit: config.rateLimit.perAddress, getTracker: (request) => addressTracker(request as RequestLike) }],
  };
}

/**
 * Where a request keeps its rate check, so that a GraphQL request counts once whatever its fields: graphql-js runs
 * the fields of a query at once, so the later fields wait for the first one's check rather than make their own.
 */
const CHECKED = Symbol('rate-checked');
type CheckedRequest = Record<string | symbol, unknown> & { [CHECKED]?: Promise<boolean> };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the signature of ThrottlerGuard
type RequestResponse = { req: Record<string, any>; res: Record<string, any> };

/**
 * What the library may set headers on when a GraphQL request has no Node response at hand (setHeaders is off): one
 * object for all, since the guard asks for it several times per request.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the signature of ThrottlerGuard
const NO_RESPONSE: Record<string, any> = { header: () => undefined, setHeader: () => undefined };

/** @nestjs/throttler for REST and GraphQL over HTTP, answering ERR_RATE_LIMITED with Retry-After and RateLimit headers. */
@Injectable()
export class ApiThrottlerGuard extends ThrottlerGuard {
  constructor(@InjectThrottlerOptions() options: ThrottlerModuleOptions, @InjectThrottlerStorage() storage: ThrottlerStorage) {
    // The library looks up its decorators' settings on every request; they are fixed once the classes load.
    super(options, storage, new SettledMetadataReflector());
  }

  protected override getRequestResponse(context: ExecutionContext): RequestResponse {
    if (context.getType<string>() === 'graphql') {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the signature of ThrottlerGuard
      const request = GqlExecutionContext.create(context).getContext<GraphqlContext>().req as RequestLike & { res?: Record<string, any> };
      return { req: request, res: request.res ?? NO_RESPONSE };
    }
    return super.getRequestResponse(context);
  }

  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    // A graphql-ws subscription is one long request; live feeds are bounded by SubscriptionLimiter instead.
    return context.getType<string>() === 'graphql' && GqlExecutionContext.create(context).getContext<GraphqlContext>().transport === 'ws';
  }

  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    const req = this.getRequestResponse(request.context).req as CheckedRequest;
    req[CHECKED] ??= super.handleRequest(request);
    return req[CHECKED];
  }

  /** One budget per address across the whole API, not one per route. */
  protected override generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    return `${throttlerName}|${tracker}`;
  }

  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const waitSeconds = detail.timeToBlockExpire;
    throw ApiError.rateLimited(
      'rate',
      `more than ${detail.limit} requests from this address in ${Math.ceil(detail.ttl / 1000)} s: wait ${Math.max(1, waitSeconds)} s and retry`,
      rateLimitHeaders({ policy: 'address', quota: detail.limit, windowSeconds: detail.ttl / 1000, remaining: 0, resetSeconds: waitSeconds, retryAfterSeconds: waitSeconds }),
    );
  }
}
