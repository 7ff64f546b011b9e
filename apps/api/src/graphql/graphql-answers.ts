import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import { answerFailure } from '../errors/answer-failure';
import { ApiError } from '../errors/api-error';
import type { GraphqlErrorCode } from '../errors/graphql-error-codes';
import { formatGraphqlError, unwrapResolverError } from './format-graphql-error';
import { NO_STORE } from './graphql-request-checks';

/** graphql-js's message for variables that do not coerce (the prefixes Apollo Server reads as BAD_USER_INPUT too). */
const VARIABLE_NOT_COERCED = /^Variable "\$[^"]+" (got invalid value|of required type "[^"]+" was not provided|of non-null type "[^"]+" must not be null)/;

/**
 * The one code of GraphQL's own errors refusing a request, from the first of them (graphql-js may add one at the end
 * saying there were too many): Mercurius parses the document (a syntax error is at a position and at no node),
 * validates it (errors at its nodes), then checks the operation's name (an error at nowhere) and coerces the variables
 * (errors at their definitions, which only the message tells from a validation error at the same node).
 */
export function requestErrorCode(errors: readonly GraphQLError[]): GraphqlErrorCode {
  const [first] = errors;
  if (!first?.nodes?.length) return first?.positions?.length ? 'GRAPHQL_PARSE_FAILED' : 'OPERATION_RESOLUTION_FAILURE';
  return VARIABLE_NOT_COERCED.test(first.message) ? 'BAD_USER_INPUT' : 'GRAPHQL_VALIDATION_FAILED';
}

/** An error GraphQL raised about the request itself: not a resolver's (those have a path) nor one of ours (coded). */
const isUncodedRequestError = (error: GraphQLError): boolean => error.path === undefined && error.extensions['code'] === undefined;

function withCode(error: GraphQLError, code: string, status?: number): GraphQLError {
  return new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, extensions: { ...error.extensions, code, ...(status ? { http: { status } } : {}) } });
}

/** The errors, GraphQL's own about the request given their one code (requestErrorCode). */
function coded(errors: readonly GraphQLError[], status?: number): GraphQLError[] {
  const uncoded = errors.filter(isUncodedRequestError);
  if (uncoded.length === 0) return [...errors];
  const code = requestErrorCode(uncoded);
  return errors.map((error) => (isUncodedRequestError(error) ? withCode(error, code, status) : error));
}

/** An error as every answer carries it (formatGraphqlError). */
const formatted = (error: GraphQLError): GraphQLFormattedError => formatGraphqlError(error.toJSON(), error);

/**
 * The status of an answer says what its errors say: a request refused for rate (the address ceiling, a seat's
 * commands) answers 429 with Retry-After and the RateLimit fields, as REST does; a request refused as a whole (no
 * `data`) answers the status its first error carries; an answer with `data` and resolver errors stays 200, as
 * GraphQL over HTTP has it.
 */
function answerStatus(reply: FastifyReply | undefined, result: ExecutionResult, errors: readonly GraphQLFormattedError[]): number {
  const limited = (result.errors ?? []).map((error) => unwrapResolverError(error)).find((error) => error instanceof ApiError && error.status === 429);
  if (limited instanceof ApiError) {
    void reply?.headers(limited.headers);
    return 429;
  }
  if ('data' in result && result.data !== undefined) return 200;
  const status = errors[0]?.extensions?.['status'];
  return typeof status === 'number' && status >= 400 ? status : 400;
}

/** Mercurius's errorFormatter: the errors of an operation that ran (or could not start), with the answer's status. */
export function formatExecutionErrors(result: ExecutionResult, context: { reply?: FastifyReply }): { statusCode: number; response: ExecutionResult } {
  const errors = coded(result.errors ?? []).map(formatted);
  const statusCode = answerStatus(context.reply, result, errors);
  return { statusCode, response: { ...('data' in result ? { data: result.data } : {}), errors: errors as unknown as GraphQLError[] } };
}

/** What Mercurius throws about a request: its errors (parse, validation, variables) or its status. */
interface MercuriusRequestError extends Error {
  readonly code?: string;
  readonly statusCode?: number;
  readonly errors?: readonly unknown[];
}

/** Mercurius's errors, by their codes (MER_ERR_…), as GraphQL errors of the documented codes and statuses. */
function fromMercurius(error: MercuriusRequestError): GraphQLError[] | undefined {
  if (!error.code?.startsWith('MER_ERR_')) return undefined;
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const inner = (error.errors ?? []).filter((item): item is GraphQLError => item instanceof GraphQLError);
  if (inner.length > 0) return coded(inner, status === 405 ? 405 : undefined);
  const plain = (error.errors ?? []).find((item): item is Error => item instanceof Error)?.message ?? error.message;
  return [new GraphQLError(plain, { extensions: { code: 'BAD_REQUEST', http: { status } } })];
}

/**
 * The error handler of the /graphql routes (Mercurius's scope): a request refused before it ran. GraphQL errors (the
 * request checks, the complexity limit, a document that does not parse) and Mercurius's are answered in GraphQL's
 * shape with their status; anything else (a body that is not JSON, a server fault) is answered as on every route (a
 * GraphQL-shaped ApiError on /graphql), a fault logged.
 */
export async function answerRefusedRequest(error: Error, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  // A GraphQLError without a code is graphql-js's syntax error for a document of too many tokens, which Mercurius
  // throws unwrapped; coded() gives it its code (ours carry theirs).
  const errors = error instanceof GraphQLError ? coded([error]) : fromMercurius(error);
  if (!errors) {
    answerFailure(error, request, reply);
    return;
  }
  const answer = formatExecutionErrors({ errors }, { reply });
  await reply.status(answer.statusCode).header('cache-control', NO_STORE).send(answer.response);
}
