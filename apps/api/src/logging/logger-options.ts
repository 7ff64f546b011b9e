import type { Params } from 'nestjs-pino';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Options as HttpLoggerOptions } from 'pino-http';
import type { AppConfig } from '../config/app-config';
import { RequestLog, type RequestFields } from './request-log';

/**
 * A URL as logged: the value of an `access_token` query parameter is replaced, and a GraphQL GET's whole query string
 * (its document and variables may name a game's commands) is dropped.
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (url?.startsWith('/graphql?')) return '/graphql?[REDACTED]';
  return url?.replace(/([?&]access_token=)[^&#]*/gi, '$1[REDACTED]');
}

/** What a request's log line holds: never a token (the Authorization header and access_token are redacted) nor a hidden fact. */
const REQUEST_LINE = {
  serializers: {
    req: (req: RequestFields) => ({
      id: req.id,
      method: req.method,
      url: redactUrl(req.url),
      headers: { authorization: req.headers?.['authorization'] !== undefined ? '[REDACTED]' : undefined, 'user-agent': req.headers?.['user-agent'] },
      remoteAddress: req.remoteAddress,
    }),
    res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
  },
} satisfies HttpLoggerOptions;

const lineLevel = (statusCode: number, error: unknown): 'info' | 'warn' | 'error' => (error || statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info');

/** The service's logs: nestjs-pino's parameters for the application's own lines, and the request logger. */
export interface LogSetup {
  readonly params: Params;
  /** A line per request on the same logger (method, url, status, time), bodies never logged; the request's own logger. */
  readonly requests: RequestLog;
}

/**
 * Structured logs (pino). They never hold a token (the Authorization header and access_token are redacted) nor a
 * hidden fact: bodies, commands, states and views are never logged.
 *
 * The request lines are written from a Fastify hook (`create-app.ts`, `RequestLog`), not by nestjs-pino's middleware:
 * that middleware also runs every request inside an AsyncLocalStorage, which on Node 20 turns on async hooks for every
 * promise of the process, ≈ 10 % of the API's CPU per command measured in process (README, Performance). The
 * application's lines about a request (a server fault) carry the request's fields through `RequestLog.loggerFor`;
 * its other lines (a bot that could not move) name what they are about themselves.
 */
export function logSetup(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): LogSetup {
  const options = { level: config.logLevel, redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["sec-websocket-protocol"]'], censor: '[REDACTED]' } };
  const stream = destination ?? pino.destination();
  const logger: Logger = pino(options, stream);
  // The request lines hold only what REQUEST_LINE's serializers put there (the Authorization header already replaced,
  // no cookie): the redaction, which copies the request's fields on every line, is left to the other lines.
  const lines: Logger = pino({ level: config.logLevel }, stream);
  return {
    // No route gets nestjs-pino's middleware: it only provides the Nest logger here.
    params: { pinoHttp: { logger, ...REQUEST_LINE }, forRoutes: [] },
    requests: new RequestLog(logger, { lines, serializeRequest: REQUEST_LINE.serializers.req, serializeResponse: REQUEST_LINE.serializers.res, level: lineLevel }),
  };
}

/** The requests that get a log line: the REST API, GraphQL over HTTP and the health checks (as nestjs-pino's routes had it). */
export function isLoggedPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/graphql' || path === '/api' || path.startsWith('/api/') || path === '/health/live' || path === '/health/ready';
}
