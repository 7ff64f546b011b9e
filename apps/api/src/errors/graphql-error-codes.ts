/**
 * The codes that GraphQL itself (graphql-js and the request checks of /graphql) sends for a request it cannot run, in
 * `extensions.code`, with the HTTP statuses each may come with (`extensions.status` is the answer's status). The
 * service's own codes (ERROR_STATUS) come on top. The README's GraphQL error table is this list.
 */
export const GRAPHQL_ERROR_CODES = {
  GRAPHQL_PARSE_FAILED: { statuses: [400], meaning: 'the query does not parse, or has more tokens than the limit' },
  GRAPHQL_VALIDATION_FAILED: {
    statuses: [400],
    meaning: 'the query does not fit the schema, nests deeper than the depth limit, or is a subscription sent over HTTP (use graphql-ws)',
  },
  BAD_USER_INPUT: { statuses: [400], meaning: 'a variable does not fit its declared type' },
  OPERATION_RESOLUTION_FAILURE: { statuses: [400], meaning: '`operationName` names no operation of the document, or is missing while it has several' },
  BAD_REQUEST: {
    statuses: [400, 405, 406],
    meaning:
      'not a GraphQL request: no `query`, a batch (array), `variables` or `extensions` not an object, a GET or form POST without a CSRF-safe header (send `Content-Type: application/json` or `Apollo-Require-Preflight`); 405: a mutation over GET, or a method other than GET and POST; 406: an Accept header without JSON',
  },
  PERSISTED_QUERY_NOT_SUPPORTED: { statuses: [400], meaning: 'automatic persisted queries are not offered: send the query text' },
} as const satisfies Record<string, { statuses: readonly number[]; meaning: string }>;

export type GraphqlErrorCode = keyof typeof GRAPHQL_ERROR_CODES;

export function isGraphqlErrorCode(code: unknown): code is GraphqlErrorCode {
  return typeof code === 'string' && Object.hasOwn(GRAPHQL_ERROR_CODES, code);
}
