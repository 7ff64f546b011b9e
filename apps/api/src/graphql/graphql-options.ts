import type { ApolloDriverConfig } from '@nestjs/apollo';
import type { GraphQLWsSubscriptionsConfig } from '@nestjs/graphql';
import { ApolloDriver } from '@nestjs/apollo';
import { specifiedRules, validate, type DocumentNode, type ExecutionResult, type GraphQLError, type GraphQLSchema } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import type { AppConfig } from '../config/app-config';
import { describeRootTypes } from './describe-root-types';
import { formatGraphqlError } from './format-graphql-error';
import { graphqlContext } from './graphql-context';
import { queryComplexityPlugin } from './query-complexity.plugin';

/** Apollo on /graphql, code-first, with graphql-ws subscriptions on the same path and depth/complexity limits. */
export function graphqlOptions(config: AppConfig): ApolloDriverConfig {
  const depthRule = depthLimit(config.graphql.maxDepth);
  return {
    driver: ApolloDriver,
    path: '/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    introspection: true,
    graphiql: false,
    playground: false,
    includeStacktraceInErrorResponses: false,
    context: graphqlContext,
    transformSchema: describeRootTypes,
    formatError: formatGraphqlError,
    validationRules: [depthRule],
    plugins: [queryComplexityPlugin(config.graphql.maxComplexity)],
    subscriptions: {
      'graphql-ws': {
        path: '/graphql',
        // The same depth limit for subscriptions as for queries.
        validate: (schema: GraphQLSchema, document: DocumentNode) => validate(schema, document, [...specifiedRules, depthRule]),
        // Errors over the socket get the same codes, and the same masking of server faults, as over HTTP.
        onError: (_ctx: unknown, _id: string, _payload: unknown, errors: readonly GraphQLError[]) => errors.map((error) => formatGraphqlError(error.toJSON(), error)),
        onNext: (_ctx: unknown, _id: string, _payload: unknown, _args: unknown, result: ExecutionResult) =>
          result.errors ? { ...result, errors: result.errors.map((error) => formatGraphqlError(error.toJSON(), error)) } : undefined,
      } as GraphQLWsSubscriptionsConfig,
    },
  };
}
