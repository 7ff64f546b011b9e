import { Location } from 'graphql';
import type { preValidationHookHandler } from 'mercurius';
import { graphqlRequestError } from './graphql-request-error';

/**
 * Mercurius reads a `query` that is not GraphQL as a JSON syntax tree, which graphql-js would then walk as if it had
 * parsed it (and fail inside, a server fault). Only documents that graphql-js parsed (they carry its Location) run.
 */
export const parsedDocumentsOnly: preValidationHookHandler = (_schema, document) => {
  if (!(document.loc instanceof Location)) throw graphqlRequestError('GRAPHQL_PARSE_FAILED', 'Syntax Error: `query` is not a GraphQL document');
};
