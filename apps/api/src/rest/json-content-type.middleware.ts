import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable, type NestMiddleware } from '@nestjs/common';
import { ApiError } from '../errors/api-error';

/** application/json, or a JSON-based type such as application/merge-patch+json, with any parameters. */
const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/** A REST request with a body must send it as JSON; anything else is refused with 415 rather than read as empty. */
@Injectable()
export class JsonContentTypeMiddleware implements NestMiddleware {
  // Under Fastify, Nest's middleware sees Node's own request, before the body is read.
  use(request: IncomingMessage, _response: ServerResponse, next: (error?: unknown) => void): void {
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (hasBody && !JSON_MEDIA_TYPE.test(request.headers['content-type'] ?? '')) {
      next(ApiError.of('ERR_UNSUPPORTED_MEDIA_TYPE', 'Content-Type', 'send the request body as application/json'));
      return;
    }
    next();
  }
}
