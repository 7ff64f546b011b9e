import GraphQLJSON from 'graphql-type-json';

/** Game data (views, events, commands, schemas) travels as plain JSON. */
export const JsonScalar = GraphQLJSON;
