import type { Params } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../config/app-config';

/**
 * A URL as logged: the value of an `access_token` query parameter is replaced, and a GraphQL GET's whole query string
 * (its document and variables may name a game's commands) is dropped.
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (url?.startsWith('/graphql?')) return '/graphql?[REDACTED]';
  return url?.replace(/([?&]access_token=)[^&#]*/gi, '$1[REDACTED]');
}

/**
 * Structured request logs (pino). They never hold a token (the Authorization header and access_token are
 * redacted) nor a hidden fact: bodies, commands, states and views are never logged.
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Params {
  const options = {
    level: config.logLevel,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["sec-websocket-protocol"]'], censor: '[REDACTED]' },
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
    customLogLevel: (_req: unknown, res: { statusCode: number }, error?: Error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
  };
  return { pinoHttp: destination ? [options, destination] : options } as Params;
}
