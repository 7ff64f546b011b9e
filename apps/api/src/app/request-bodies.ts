import type { FastifyBodyParser } from 'fastify';
import { ApiError } from '../errors/api-error';

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)/i;

/**
 * A JSON body as the API has always read it (strict, as Express's body-parser did): an object or an array, in UTF-8.
 * An empty body is no body (the handler or the GraphQL request checks then say what is missing); anything else is ERR_BAD_JSON.
 */
export const strictJsonBody: FastifyBodyParser<Buffer> = (request, body, done) => {
  const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    done(ApiError.of('ERR_UNSUPPORTED_MEDIA_TYPE', 'Content-Type', 'send the body as application/json in UTF-8'), undefined);
    return;
  }
  const text = body.toString('utf8');
  if (text.trim() === '') {
    done(null, undefined);
    return;
  }
  if (!/^\s*[[{]/.test(text)) {
    done(ApiError.of('ERR_BAD_JSON', 'body', 'the request body is not a JSON object or array'), undefined);
    return;
  }
  try {
    done(null, JSON.parse(text));
  } catch {
    done(ApiError.of('ERR_BAD_JSON', 'body', 'the request body is not valid JSON'), undefined);
  }
};

/**
 * A body of a type nobody reads (multipart, a form): read up to the limit and left out, so that the route says what
 * it misses (REST: 415 from JsonContentTypeMiddleware; GraphQL: 400 BAD_REQUEST), as under Express.
 */
export const unreadBody: FastifyBodyParser<Buffer> = (_request, _body, done) => done(null, undefined);
