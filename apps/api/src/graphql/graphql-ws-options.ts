import type { GraphQLWsSubscriptionsConfig } from '@nestjs/graphql';
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { AppConfig } from '../config/app-config';
import { formatGraphqlError } from './format-graphql-error';
import { operationDepthRule } from './operation-depth.rule';

/**
 * Subscriptions are all that graphql-ws serves: queries and mutations go over HTTP, where the complexity limit and
 * the rate limits apply.
 */
const onlySubscriptions: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation !== 'subscription') {
      context.reportError(new GraphQLError(`only subscriptions are served over graphql-ws; send a ${node.operation} over HTTP`, { nodes: [node] }));
    }
  },
});

/**
 * graphql-ws on /graphql with the same token and depth limits as HTTP. A document that does not parse is answered
 * with an error message (graphql-ws itself would close the socket), and errors get the same codes, and the same
 * masking of server faults, as over HTTP.
 */
export function graphqlWsOptions(limits: AppConfig['graphql']): GraphQLWsSubscriptionsConfig {
  const parseWithinLimits = (query: string): DocumentNode => parse(query, { maxTokens: limits.maxTokens });
  const rules = [...specifiedRules, operationDepthRule(limits.maxDepth), onlySubscriptions];
  return {
    path: '/graphql',
    onSubscribe: (_ctx: unknown, _id: string, payload: { query: string }) => {
      try {
        parseWithinLimits(payload.query);
        return undefined;
      } catch (error) {
        return [new GraphQLError(error instanceof Error ? error.message : String(error), { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
      }
    },
    parse: parseWithinLimits,
    validate: (schema: GraphQLSchema, document: DocumentNode) => validate(schema, document, rules),
    onError: (_ctx: unknown, _id: string, _payload: unknown, errors: readonly GraphQLError[]) => errors.map((error) => formatGraphqlError(error.toJSON(), error)),
    onNext: (_ctx: unknown, _id: string, _payload: unknown, _args: unknown, result: ExecutionResult) =>
      result.errors ? { ...result, errors: result.errors.map((error) => formatGraphqlError(error.toJSON(), error)) } : undefined,
  } as GraphQLWsSubscriptionsConfig;
}
