import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import { ApolloDriver } from '@nestjs/apollo';
import type { AppConfig } from '../config/app-config';
import { describeRootTypes } from './describe-root-types';
import { formatGraphqlError } from './format-graphql-error';
import { graphqlContext } from './graphql-context';
import { graphqlWsOptions } from './graphql-ws-options';
import { operationDepthRule } from './operation-depth.rule';
import { queryComplexityPlugin } from './query-complexity.plugin';
import { httpStatusPlugin } from './http-status.plugin';
import { subscriptionsOverWsOnly } from './subscriptions-over-ws.rule';

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
    context: (input: Parameters<typeof graphqlContext>[0]) => graphqlContext(input, config.trustedProxies),
    transformSchema: describeRootTypes,
    formatError: formatGraphqlError,
    parseOptions: { maxTokens: config.graphql.maxTokens },
    validationRules: [operationDepthRule(config.graphql.maxDepth), subscriptionsOverWsOnly],
    // Apollo's cache-control plugin would hook every field of every answer (it wraps each field's resolver) only to
    // conclude `Cache-Control: no-store`, since no type or field has a cache hint: httpStatusPlugin sets that header.
    plugins: [queryComplexityPlugin(config.graphql.maxComplexity), httpStatusPlugin(), ApolloServerPluginCacheControlDisabled()],
    // Nest would reset every answer that has `data` to HTTP 200, the 429 of a rate-limited request included.
    // The service offers no automatic persisted queries: a client sending one is told so (PERSISTED_QUERY_NOT_SUPPORTED).
    persistedQueries: false,
    preserveHttpStatusForExecutionErrors: false,
    subscriptions: { 'graphql-ws': graphqlWsOptions(config.graphql) },
  };
}
