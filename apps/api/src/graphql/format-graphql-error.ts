import { Logger } from '@nestjs/common';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ApiError } from '../errors/api-error';
import { isGraphqlErrorCode } from '../errors/graphql-error-codes';
import { toApiError } from '../errors/to-api-error';
import { wasLogged } from '../logging/logged-faults';

/** What a resolver threw, from graphql-js's error around it (which has the field's path); anything else as it is. */
export function unwrapResolverError(error: unknown): unknown {
  return error instanceof GraphQLError && error.path && error.originalError ? error.originalError : error;
}

/** Errors that the service raises about a whole request (not from a resolver). */
const SERVICE_REQUEST_CODES = new Set(['ERR_QUERY_TOO_COMPLEX']);

const logger = new Logger('GraphQL');

/**
 * Every GraphQL error carries `extensions.code` (the engine's or the service's code), `rule` and `status`.
 * A server fault is logged and answered without its details.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const code = formatted.extensions?.['code'];
  if (!(original instanceof ApiError) && (isGraphqlErrorCode(code) || (typeof code === 'string' && SERVICE_REQUEST_CODES.has(code)))) {
    // Some of these come with another status than 400 (405 for a mutation over GET, 406 for Accept).
    const http = error instanceof GraphQLError ? (error.extensions['http'] as { status?: unknown } | undefined) : undefined;
    const status = typeof http?.status === 'number' && http.status >= 400 ? http.status : 400;
    return { ...formatted, extensions: { code, rule: 'query', status } };
  }
  if (original instanceof GraphQLError && !original.originalError) {
    // Raised by GraphQL itself about the request (e.g. a variable that does not coerce), not by a resolver.
    return { ...formatted, extensions: { code: typeof code === 'string' ? code : 'BAD_USER_INPUT', rule: 'query', status: 400 } };
  }
  const { error: apiError, internal } = toApiError(original);
  // A resolver's fault was logged with its request's fields by ApiExceptionFilter; anything else is logged here.
  if (internal && !wasLogged(original)) logger.error({ err: original }, 'resolver failed');
  return {
    message: apiError.message,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: apiError.extensions,
  };
}
