import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/app-config';
import { DrainState } from './drain-state';

/** Live event streams (SSE) last as long as their client wants: the drain does not wait for them. */
const LIVE_STREAM = /^\/api\/games\/[^/]+\/events(?:[?/]|$)/;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The graceful shutdown of one replica (SIGTERM): readiness turns 503 and the replica keeps serving for
 * `drainDelayMs`, long enough for the balancer's health checks to take it out of rotation; then it stops accepting
 * connections, lets the requests in flight finish (at most `drainTimeoutMs`), and closes the application: graphql-ws
 * closes each subscription's socket with 1001 Going Away (clients reconnect through the balancer and resume from their
 * last seq); SSE streams end as soon as the listener closes (EventSource reconnects with Last-Event-ID). Only then
 * does the caller close the store.
 * Create it before the app listens: it counts requests with a middleware that must run first.
 */
export class GracefulShutdown {
  private readonly state: DrainState;
  private inFlight = 0;
  private waiters: (() => void)[] = [];
  private readonly liveStreams = new Set<ServerResponse>();
  private running: Promise<void> | null = null;

  constructor(
    private readonly app: NestFastifyApplication,
    private readonly settings: AppConfig['shutdown'],
    private readonly log: (message: string) => void = () => undefined,
  ) {
    this.state = app.get(DrainState);
    app.use(this.track);
  }

  /** Requests being served now, live streams apart. */
  get requestsInFlight(): number {
    return this.inFlight;
  }

  // A middleware of Node's own request and response (Fastify runs it for every route, /graphql included).
  private readonly track = (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    if (LIVE_STREAM.test(request.url ?? '')) {
      this.liveStreams.add(response);
      response.once('close', () => this.liveStreams.delete(response));
      return next();
    }
    this.inFlight++;
    // A keep-alive connection would outlive the drain; during it every answer closes its connection.
    if (this.state.draining) response.setHeader('Connection', 'close');
    response.once('close', () => {
      this.inFlight--;
      if (this.inFlight === 0) for (const wake of this.waiters.splice(0)) wake();
    });
    next();
  };

  /** Drains and closes the application; calling it again returns the same run. */
  run(): Promise<void> {
    this.running ??= this.drainAndClose();
    return this.running;
  }

  private async drainAndClose(): Promise<void> {
    const { drainDelayMs, drainTimeoutMs } = this.settings;
    this.state.begin();
    this.log(`draining: /health/ready answers 503; serving ${drainDelayMs} ms more, then finishing ${this.inFlight} requests in flight`);
    await sleep(drainDelayMs);
    const server = this.app.getHttpServer() as Server;
    server.close();
    server.closeIdleConnections();
    // A clean end of each event stream: EventSource reconnects (through the balancer) and resumes from Last-Event-ID.
    for (const stream of this.liveStreams) stream.end();
    // The timeout's timer is cleared when the requests finish first: left running, it would hold the process open.
    let timeout: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timeout = setTimeout(() => resolve(false), drainTimeoutMs);
    });
    const finished = await Promise.race([this.idle().then(() => true as const), timedOut]);
    clearTimeout(timeout);
    this.log(finished ? 'drained: no request in flight' : `drain timed out after ${drainTimeoutMs} ms with ${this.inFlight} requests in flight`);
    await this.app.close();
  }

  private idle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}
