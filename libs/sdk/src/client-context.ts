import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { HttpTransport } from './http-transport';
import type { WebSocketConstructor } from './live/graphql-ws-feed';
import type { LiveTransport } from './live/live-events';
import { withRetry, type RetryOptions } from './retry';

/** A generated GraphQL document: its text, typed with its result and variables. */
export type Document<Result, Variables> = DocumentTypeDecoration<Result, Variables> & { toString(): string };

/** What every part of a client shares, and requests with its retry policy. */
export class ClientContext {
  constructor(
    readonly http: HttpTransport,
    readonly retry: RetryOptions | undefined,
    readonly webSocket: WebSocketConstructor | undefined,
    readonly liveTransport: LiveTransport,
    readonly sleep: ((ms: number) => Promise<void>) | undefined,
  ) {}

  /**
   * Runs a request with retries. `idempotent` (reads; commands, by their commandId) is retried after a dropped
   * connection or a gateway's 502/504 too; other writes only when the API answered that it did nothing (429, 503).
   */
  retried<T>(action: () => Promise<T>, idempotent: boolean): Promise<T> {
    return withRetry(action, this.retry, { idempotent, ...(this.sleep ? { sleep: this.sleep } : {}) });
  }

  graphql<Result, Variables>(document: Document<Result, Variables>, variables: Variables, options: { token?: string | undefined; idempotent: boolean }): Promise<Result> {
    return this.retried(() => this.http.graphql(document, variables, { token: options.token }), options.idempotent);
  }
}
