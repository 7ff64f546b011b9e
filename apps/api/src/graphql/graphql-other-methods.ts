import type { RouteOptions } from 'fastify';

/**
 * /graphql answers GET and POST (Mercurius's routes); any other method gets 405 with `Allow`, in GraphQL's error
 * shape, as the API has always answered it, rather than Fastify's 404 for an unknown route.
 */
export const graphqlOtherMethods: RouteOptions = {
  url: '/graphql',
  method: ['PUT', 'PATCH', 'DELETE'],
  handler: async (_request, reply) => {
    await reply
      .status(405)
      .header('allow', 'GET, POST')
      .send({ errors: [{ message: 'GraphQL is served over GET and POST only (queries over GET, everything over POST)', extensions: { code: 'BAD_REQUEST', status: 405 } }] });
  },
};
