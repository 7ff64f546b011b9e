import { GraphQLError, type ValidationRule } from 'graphql';

/** Over HTTP, a subscription is refused before it runs: live events are served over graphql-ws (or SSE). */
export const subscriptionsOverWsOnly: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === 'subscription') {
      context.reportError(
        new GraphQLError('subscriptions are served over graphql-ws on ws://…/graphql (or as Server-Sent Events at GET /api/games/{id}/events), not over HTTP', {
          nodes: [node],
        }),
      );
    }
  },
});
