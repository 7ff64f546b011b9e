import type { AppConfig } from '../config/app-config';
import { describeRootTypes } from './describe-root-types';
import { answerRefusedRequest, formatExecutionErrors } from './graphql-answers';
import { graphqlContext } from './graphql-context';
import { graphqlRequestChecks } from './graphql-request-checks';
import { graphqlWsOptions } from './graphql-ws-options';
import { operationDepthRule } from './operation-depth.rule';
import { parsedDocumentsOnly } from './parsed-documents-only.hook';
import { queryComplexityHook } from './query-complexity.hook';
import { ScopedMercuriusDriver, type ScopedMercuriusDriverConfig } from './scoped-mercurius-driver';
import { subscriptionsOverWsOnly } from './subscriptions-over-ws.rule';

/**
 * GraphQL on /graphql, code-first: Mercurius over HTTP (GET for queries, POST) with token, depth and complexity limits,
 * graphql-ws subscriptions on the same path.
 */
export function graphqlOptions(config: AppConfig): ScopedMercuriusDriverConfig {
  return {
    driver: ScopedMercuriusDriver,
    path: '/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    transformSchema: describeRootTypes,
    context: (request: Parameters<typeof graphqlContext>[0]) => graphqlContext(request, config.trustedProxies),
    mercurius: {
      graphiql: false,
      // No automatic persisted queries and no batches: graphqlRequestChecks refuses both with their codes.
      allowBatchedQueries: false,
      graphql: { parseOptions: { maxTokens: config.graphql.maxTokens } },
      validationRules: [operationDepthRule(config.graphql.maxDepth), subscriptionsOverWsOnly],
      errorFormatter: formatExecutionErrors as NonNullable<ScopedMercuriusDriverConfig['mercurius']['errorFormatter']>,
      errorHandler: answerRefusedRequest,
      additionalRouteOptions: {
        // Mercurius's own route schemas are replaced by graphqlRequestChecks (codes, statuses and messages of ours), and
        // its response schema (which would write the numbers of an error's path as strings) by plain JSON.
        schema: {},
        preHandler: graphqlRequestChecks(config.graphql.maxTokens),
      },
    },
    hooks: { preValidation: [parsedDocumentsOnly], preExecution: [queryComplexityHook(config.graphql.maxComplexity)] },
    subscriptions: { 'graphql-ws': graphqlWsOptions(config.graphql) },
  };
}
