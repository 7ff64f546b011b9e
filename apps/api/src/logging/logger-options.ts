import type { Params } from 'nestjs-pino';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp, type HttpLogger, type Options as HttpLoggerOptions } from 'pino-http';
import type { IncomingMessage } from 'node:http';
import type { AppConfig } from '../config/app-config';

/**
 * A URL as logged: the value of an `access_token` query parameter is replaced, and a GraphQL GET's whole query string
 * (its document and variables may name a game's commands) is dropped.
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (url?.startsWith('/graphql?')) return '/graphql?[REDACTED]';
  return url?.replace(/([?&]access_token=)[^&#]*/gi, '$1[REDACTED]');
}

/** What a request's log line holds: never a token (the Authorization header and access_token are redacted) nor a hidden fact. */
const REQUEST_LINE: HttpLoggerOptions = {
  serializers: {
    req: (req: { id?: unknown; method?: string; url?: string; headers?: Record<string, unknown>; remoteAddress?: string }) => ({
      id: req.id,
      method: req.method,
      url: redactUrl(req.url),
      headers: { authorization: req.headers?.['authorization'] !== undefined ? '[REDACTED]' : undefined, 'user-agent': req.headers?.['user-agent'] },
      remoteAddress: req.remoteAddress,
    }),
    res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
  },
  customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
};

/** The service's logs: nestjs-pino's parameters for the application's own lines, and the request logger. */
export interface LogSetup {
  readonly params: Params;
  /** pino-http on the same logger: a line per request (method, url, status, time), bodies never logged. */
  readonly requests: HttpLogger;
}

/**
 * Structured logs (pino). They never hold a token (the Authorization header and access_token are redacted) nor a
 * hidden fact: bodies, commands, states and views are never logged.
 *
 * The request lines are written by pino-http from a Fastify hook (`create-app.ts`), not by nestjs-pino's middleware:
 * that middleware also runs every request inside an AsyncLocalStorage, which on Node 20 turns on async hooks for every
 * promise of the process, ≈ 10 % of the API's CPU per command measured in process (docs/performance.md). The
 * application's lines about a request (a server fault) are written with pino-http's logger of that request
 * (`requestLogger`), so they carry its fields; its other lines (a bot that could not move) name what they are about.
 */
export function logSetup(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): LogSetup {
  // Redaction for the application's lines, should one ever carry a request's headers; request lines have their serializer.
  const options = { level: config.logLevel, redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["sec-websocket-protocol"]'], censor: '[REDACTED]' } };
  const logger: Logger = destination ? pino(options, destination) : pino(options);
  return {
    // No route gets nestjs-pino's middleware: it only provides the Nest logger here.
    params: { pinoHttp: { logger, ...REQUEST_LINE }, forRoutes: [] },
    // The request line's serializer keeps no header but the user agent (and whether there was an Authorization), so
    // the logger's redaction of headers, run again on every line, would find nothing: 1.5-6 µs of a line's 4-10 µs.
    requests: pinoHttp({ logger, ...REQUEST_LINE, redact: [] }),
  };
}

/** The requests that get a log line: the REST API, GraphQL over HTTP and the health checks (as nestjs-pino's routes had it). */
export function isLoggedPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/graphql' || path === '/api' || path.startsWith('/api/') || path === '/health/live' || path === '/health/ready';
}

/**
 * The logger pino-http made for this request (its lines carry the request's id, method and url, redacted as the
 * request line is), or undefined when the request got no request line (`isLoggedPath`). It is read from `allLogs`,
 * not `log`: @fastify/middie has already set `log` to Fastify's own (silent) logger, which pino-http leaves in place.
 */
export function requestLogger(request: IncomingMessage): Logger | undefined {
  const loggers = (request as { allLogs?: readonly Logger[] }).allLogs;
  return loggers?.[loggers.length - 1];
}
