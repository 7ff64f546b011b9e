import { GraphQLObjectType, GraphQLSchema } from 'graphql';

const ROOT_DESCRIPTIONS = {
  query: 'Reads: game types, games, and a game as the caller may see it (view, legal commands, history, replay, record).',
  mutation: 'Writes: create a game, claim a seat, submit a command, import a record.',
  subscription: 'Live events of a game, redacted for the subscriber.',
} as const;

/** Code-first Nest leaves the root types without descriptions; every type of this schema has one. */
export function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const config = schema.toConfig();
  const roots = new Map<GraphQLObjectType, GraphQLObjectType>();
  const describe = (type: GraphQLObjectType | null | undefined, description: string) => {
    if (!type) return undefined;
    const described = new GraphQLObjectType({ ...type.toConfig(), description: type.description ?? description });
    roots.set(type, described);
    return described;
  };
  const query = describe(config.query, ROOT_DESCRIPTIONS.query);
  const mutation = describe(config.mutation, ROOT_DESCRIPTIONS.mutation);
  const subscription = describe(config.subscription, ROOT_DESCRIPTIONS.subscription);
  return new GraphQLSchema({
    ...config,
    query,
    mutation,
    subscription,
    types: config.types.filter((type) => !roots.has(type as GraphQLObjectType)),
  });
}
