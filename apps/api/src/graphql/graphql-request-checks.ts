import type { FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, parse, type DocumentNode } from 'graphql';
import Negotiator from 'negotiator';
import { graphqlRequestError } from './graphql-request-error';

/** The answer's media types, the first preferred when the client takes both (GraphQL over HTTP). */
const ANSWER_TYPES = ['application/json', 'application/graphql-response+json'];

/** Content types a browser may POST cross-site without a preflight: such a request must carry a preflight header. */
const SIMPLE_CONTENT_TYPES = new Set(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']);

/** Either header forces a browser to ask before sending a cross-site request (the names Apollo Server used). */
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

/** The bodies /graphql reads: JSON, and GraphQL text (Mercurius reads it as `{ query }`). */
const READ_CONTENT_TYPES = new Set(['application/json', 'application/graphql']);

/** Nothing in the schema carries a cache hint, so no answer may be cached (as Apollo's cache-control plugin concluded). */
export const NO_STORE = 'no-store';

/** What a GET's query string or a POST's body holds once checked. */
interface GraphqlParams {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function mediaType(contentType: string | undefined): string | undefined {
  return contentType?.split(';', 1)[0]?.trim().toLowerCase() || undefined;
}

/** CSRF: a GET or a simple POST could be sent by any page the user visits, so it must show it was preflighted. */
function checkPreflighted(request: FastifyRequest): void {
  const type = mediaType(request.headers['content-type']);
  if (type !== undefined && !SIMPLE_CONTENT_TYPES.has(type)) return;
  if (PREFLIGHT_HEADERS.some((name) => typeof request.headers[name] === 'string' && request.headers[name] !== '')) return;
  throw graphqlRequestError(
    'BAD_REQUEST',
    'refused as a possible cross-site request forgery: send `Content-Type: application/json`, or (for a GET) the header `Apollo-Require-Preflight: true`',
  );
}

/** The Accept header must take JSON; the answer's type is the one it prefers. */
function checkAccept(request: FastifyRequest, reply: FastifyReply): void {
  if (request.headers.accept === undefined) return;
  const type = new Negotiator(request).mediaType(ANSWER_TYPES);
  if (type === undefined) throw graphqlRequestError('BAD_REQUEST', `the Accept header takes neither ${ANSWER_TYPES.join(' nor ')}: the answer is JSON`, 406);
  if (type !== 'application/json') void reply.type(`${type}; charset=utf-8`);
}

function parseJsonParameter(name: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw graphqlRequestError('BAD_REQUEST', `the ${name} parameter is not JSON`);
  }
}

/** The request's parameters, from the query string (GET) or the body (POST). */
function paramsOf(request: FastifyRequest): GraphqlParams {
  if (request.method === 'GET') {
    const query = request.query as Record<string, unknown>;
    return { ...query, variables: parseJsonParameter('variables', query['variables']), extensions: parseJsonParameter('extensions', query['extensions']) };
  }
  if (!READ_CONTENT_TYPES.has(mediaType(request.headers['content-type']) ?? '')) {
    throw graphqlRequestError('BAD_REQUEST', 'send the request as `Content-Type: application/json`');
  }
  if (Array.isArray(request.body)) throw graphqlRequestError('BAD_REQUEST', 'batched operations are not served: send one operation per request');
  if (!isRecord(request.body)) throw graphqlRequestError('BAD_REQUEST', 'the body is empty: send { "query": "…", "variables": {…} }');
  return request.body;
}

function checkParams(params: GraphqlParams): void {
  if (isRecord(params.extensions) && params.extensions['persistedQuery'] !== undefined) {
    throw graphqlRequestError('PERSISTED_QUERY_NOT_SUPPORTED', 'persisted queries are not offered: send the query text in `query`');
  }
  if (params.query === undefined || params.query === null || params.query === '') throw graphqlRequestError('BAD_REQUEST', 'the request has no `query`');
  if (typeof params.query !== 'string') throw graphqlRequestError('BAD_REQUEST', '`query` must be a string holding a GraphQL document');
  if (params.variables !== undefined && params.variables !== null && !isRecord(params.variables)) throw graphqlRequestError('BAD_REQUEST', '`variables` must be an object (a JSON map)');
  if (params.extensions !== undefined && params.extensions !== null && !isRecord(params.extensions)) throw graphqlRequestError('BAD_REQUEST', '`extensions` must be an object (a JSON map)');
  if (params.operationName !== undefined && params.operationName !== null && typeof params.operationName !== 'string') {
    throw graphqlRequestError('BAD_REQUEST', '`operationName` must be a string');
  }
}

/**
 * Over GET only queries run (a GET must be safe). The document is parsed here, GETs being rare; one that does not parse
 * is left to the server, which says why.
 */
function checkOperationOverGet(query: string, operationName: string | undefined, maxTokens: number): void {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens });
  } catch {
    return;
  }
  const operation = getOperationAST(document, operationName);
  if (!operation) {
    throw graphqlRequestError(
      'OPERATION_RESOLUTION_FAILURE',
      operationName ? `the document has no operation named "${operationName}"` : 'the document has no operation, or several: name one in `operationName`',
    );
  }
  if (operation.operation === 'mutation') throw graphqlRequestError('BAD_REQUEST', 'a mutation is sent over POST: a GET may only run a query', 405);
}

/**
 * A Fastify preHandler of GET and POST /graphql: refuses what is not one GraphQL operation (with the codes and statuses
 * of GRAPHQL_ERROR_CODES) before the server reads it, and hands the server `variables` always, so that it checks them
 * (and the operation's name) before running anything.
 */
export function graphqlRequestChecks(maxTokens: number) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    void reply.header('cache-control', NO_STORE);
    checkPreflighted(request);
    checkAccept(request, reply);
    const params = paramsOf(request);
    checkParams(params);
    if (request.method === 'GET') {
      checkOperationOverGet(params.query as string, (params.operationName as string | null) ?? undefined, maxTokens);
      (request.query as Record<string, unknown>)['variables'] ??= '{}';
    } else {
      params.variables ??= {};
    }
  };
}
