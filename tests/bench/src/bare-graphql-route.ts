// A GraphQL endpoint with no GraphQL server around graphql-js: a plain Fastify route that parses and validates a
// document once per text (as the GraphQL servers' document caches do) and runs graphql-js's `execute` on the app's own schema.
// stubbed-api.ts sends the benchmark's documents to it beside /graphql, with the root resolvers stubbed in both:
// the difference is what the GraphQL server (its request pipeline, hooks, checks, error formatting) costs a
// request, and so the most that replacing it by a leaner server could save. A measuring tool, not an endpoint: it
// has no limits, error format or HTTP statuses.
import { graphqlContext } from '@wargames/api/graphql/graphql-context';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { execute, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';

/** A JSON POST of a document, typed as the app's GraphQL context reads a request (`RequestLike`). */
interface GraphqlPost {
  Body: { query: string; variables?: Record<string, unknown> };
  Querystring: Record<string, unknown>;
  Params: Record<string, string>;
}

/** Under /api, so that the request-line hook logs it as it logs /graphql (logger-options.ts, isLoggedPath). */
export const BARE_GRAPHQL_PATH = '/api/bench-bare-graphql';

/** Adds the route; call it before the app is initialised (Fastify takes no routes once ready). */
export function registerBareGraphqlRoute(app: NestFastifyApplication): void {
  const documents = new Map<string, DocumentNode>();
  // Built when the app is initialised, after this route is added: looked up by the first request, as the server holds it.
  let schema: GraphQLSchema | undefined;
  app
    .getHttpAdapter()
    .getInstance()
    .post<GraphqlPost>(BARE_GRAPHQL_PATH, async (request, reply) => {
      schema ??= app.get(GraphQLSchemaHost).schema;
      const { query, variables } = request.body;
      let document = documents.get(query);
      if (!document) {
        document = parse(query);
        const errors = validate(schema, document);
        if (errors.length > 0) throw errors[0];
        documents.set(query, document);
      }
      const result = await execute({ schema, document, variableValues: variables ?? {}, contextValue: graphqlContext(request) });
      return reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(result));
    });
}
