import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

/** What a request's line says about the request (the serializer redacts it). */
export interface RequestFields {
  readonly id?: unknown;
  readonly method?: string;
  readonly url?: string;
  readonly headers?: Record<string, unknown>;
  readonly remoteAddress?: string;
}

export interface RequestLogOptions {
  /** The logger of the request lines (the application's lines are written with the other). */
  readonly lines: Logger;
  /** The request as logged: never a token nor a hidden fact. */
  readonly serializeRequest: (request: RequestFields) => unknown;
  readonly serializeResponse: (response: { statusCode?: number }) => unknown;
  /** The line's level from the status and the response's error, if any. */
  readonly level: (statusCode: number, error: Error | undefined) => 'info' | 'warn' | 'error';
}

const STARTED = Symbol('request-log-started');
const LOGGER = Symbol('request-logger');

type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string; [LOGGER]?: Logger };
type LoggedResponse = ServerResponse & { [STARTED]?: number };

/**
 * A line per request, as pino-http 11 wrote it (`req`, `res`, `responseTime`, "request completed" or "request
 * errored" with `err`), written when the response is done or the client has gone, without pino-http's cost per
 * request: it made two child loggers for every request (serializing, stringifying and redacting the request each
 * time) and kept them on the request and the response, while a line names the request once. The application's own
 * lines about a request (a server fault) get a child logger with the request's fields from `loggerFor`, made only
 * when one is written.
 */
export class RequestLog {
  constructor(
    private readonly logger: Logger,
    private readonly options: RequestLogOptions,
  ) {}

  /** Starts timing the request; its line is written once, at the response's `close` (or its `error`). */
  start(request: IncomingMessage, response: ServerResponse): void {
    const timed = response as LoggedResponse;
    if (timed[STARTED] !== undefined) return;
    timed[STARTED] = Date.now();
    const done = (error?: Error) => {
      response.removeListener('close', done);
      response.removeListener('error', done);
      this.write(request as LoggedRequest, timed, error instanceof Error ? error : undefined);
    };
    response.on('close', done);
    response.on('error', done);
  }

  /** The logger for the application's lines about this request: they carry its fields (id, method, url…). */
  loggerFor(request: IncomingMessage): Logger {
    const logged = request as LoggedRequest;
    logged[LOGGER] ??= this.logger.child({ req: this.options.serializeRequest(fieldsOf(logged)) });
    return logged[LOGGER];
  }

  private write(request: LoggedRequest, response: LoggedResponse, error: Error | undefined): void {
    const statusCode = response.statusCode;
    const level = this.options.level(statusCode, error);
    const responseTime = Date.now() - (response[STARTED] ?? Date.now());
    const req = this.options.serializeRequest(fieldsOf(request));
    const res = this.options.serializeResponse({ statusCode });
    if (error || statusCode >= 500) {
      const err = error ?? new Error(`failed with status code ${statusCode}`);
      this.options.lines[level]({ req, res, err, responseTime }, 'request errored');
      return;
    }
    this.options.lines[level]({ req, res, responseTime }, 'request completed');
  }
}

function fieldsOf(request: LoggedRequest): RequestFields {
  // As pino-std-serializers read them (middie sets originalUrl while it strips a prefix).
  return { id: request.id, method: request.method, url: request.originalUrl ?? request.url, headers: request.headers, remoteAddress: request.socket?.remoteAddress };
}
