import type { ApolloDriverConfig } from '@nestjs/apollo';
import { ApolloDriver } from '@nestjs/apollo';
import type { AppConfig } from '../config/app-config';
import { describeRootTypes } from './describe-root-types';
import { formatGraphqlError } from './format-graphql-error';
import { graphqlContext } from './graphql-context';
import { graphqlWsOptions } from './graphql-ws-options';
import { operationDepthRule } from './operation-depth.rule';
import { queryComplexityPlugin } from './query-complexity.plugin';
import { rateLimitStatusPlugin } from './rate-limit-status.plugin';

/** Apollo on /graphql, code-first, with graphql-ws subscriptions on the same path and token/depth/complexity limits. */
export function graphqlOptions(config: AppConfig): ApolloDriverConfig {
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
    parseOptions: { maxTokens: config.graphql.maxTokens },
    validationRules: [operationDepthRule(config.graphql.maxDepth)],
    plugins: [queryComplexityPlugin(config.graphql.maxComplexity), rateLimitStatusPlugin()],
    // Nest would reset every answer that has `data` to HTTP 200, the 429 of a rate-limited request included.
    preserveHttpStatusForExecutionErrors: false,
    subscriptions: { 'graphql-ws': graphqlWsOptions(config.graphql) },
  };
}
