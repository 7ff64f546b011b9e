import { unwrapResolverError } from '@apollo/server/errors';
import { Logger } from '@nestjs/common';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ApiError } from '../errors/api-error';
import { toApiError } from '../errors/to-api-error';

/** Errors that GraphQL itself raises for a bad request; their standard codes are kept. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'ERR_QUERY_TOO_COMPLEX',
]);

const logger = new Logger('GraphQL');

/**
 * Every GraphQL error carries `extensions.code` (the engine's or the service's code), `rule` and `status`.
 * A server fault is logged and answered without its details.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const code = formatted.extensions?.['code'];
  if (!(original instanceof ApiError) && typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) {
    return { ...formatted, extensions: { code, rule: 'query', status: 400 } };
  }
  if (original instanceof GraphQLError && !original.originalError) {
    // Raised by GraphQL itself about the request (e.g. a variable that does not coerce), not by a resolver.
    return { ...formatted, extensions: { code: typeof code === 'string' ? code : 'BAD_USER_INPUT', rule: 'query', status: 400 } };
  }
  const { error: apiError, internal } = toApiError(original);
  if (internal) logger.error({ err: original }, 'resolver failed');
  return {
    message: apiError.message,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: apiError.extensions,
  };
}
