import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

/** Refuses an operation whose estimated cost is above `maxComplexity` (every field costs 1, lists more if annotated). */
export function queryComplexityPlugin(maxComplexity: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          let complexity: number;
          try {
            complexity = getComplexity({
              schema,
              query: document,
              ...(request.operationName ? { operationName: request.operationName } : {}),
              variables: request.variables ?? {},
              estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
            });
          } catch (error) {
            // Bad variables: execution reports them as BAD_USER_INPUT.
            if (error instanceof GraphQLError) return;
            throw error;
          }
          if (complexity > maxComplexity) {
            throw new GraphQLError(`the query costs ${complexity}, more than the limit of ${maxComplexity}`, {
              extensions: { code: 'ERR_QUERY_TOO_COMPLEX', rule: 'query', status: 400, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
