import { GraphQLError } from 'graphql';
import type { GraphqlErrorCode } from '../errors/graphql-error-codes';

/**
 * A refusal of a whole GraphQL request, before or instead of running it: `formatGraphqlError` answers it with its code,
 * `rule: 'query'` and the status given here (400 unless said).
 */
export function graphqlRequestError(code: GraphqlErrorCode, message: string, status = 400): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status } } });
}
