import type { FastifyReply } from 'fastify';
import type { ApiError } from './api-error';

/** `{ code, rule, message, status }` with its status and headers; a GraphQL-shaped error on /graphql. */
export function sendApiError(reply: FastifyReply, path: string, error: ApiError): void {
  void reply.headers(error.headers).status(error.status);
  if (path === '/graphql' || path.startsWith('/graphql/')) {
    void reply.send({ errors: [{ message: error.message, extensions: error.extensions }] });
  } else {
    void reply.send(error.toBody());
  }
}

/** The path of a request URL, without its query. */
export function pathOf(url: string | undefined): string {
  return (url ?? '').split('?', 1)[0] ?? '';
}
