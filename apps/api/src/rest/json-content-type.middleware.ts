import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../errors/api-error';

/** A REST request with a body must send it as JSON; anything else is refused with 415 rather than read as empty. */
@Injectable()
export class JsonContentTypeMiddleware implements NestMiddleware {
  use(request: Request, _response: Response, next: NextFunction): void {
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (hasBody && !request.is(['application/json', 'application/*+json'])) {
      next(ApiError.of('ERR_UNSUPPORTED_MEDIA_TYPE', 'Content-Type', 'send the request body as application/json'));
      return;
    }
    next();
  }
}
