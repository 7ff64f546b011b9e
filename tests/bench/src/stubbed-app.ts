// The in-process app (inprocess-app.ts) on the in-memory store, with the benchmark's two GraphQL documents ready
// to send and the root resolvers behind them replaceable by a fixed answer: what stubbed-api.ts and
// promoted-allocations.ts measure, the framework stack without the command path. It also serves the same schema
// on a bare graphql-js route (bare-graphql-route.ts), for what the GraphQL server costs.
// First: libraries read NODE_ENV as they load (graphql-js checks every instanceof more slowly outside production).
import './production-env';
import { InMemoryEventStore } from '@wargames/api/testing/in-memory-event-store';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { GraphQLField, GraphQLFieldResolver } from 'graphql';
import { LEGAL, SUBMIT } from './graf-spee-player';
import { registerBareGraphqlRoute } from './bare-graphql-route';
import { createInProcessApp } from './inprocess-app';

/** A fixed answer of the benchmark's size (≈ 12 legal commands). */
const legal = Array.from({ length: 12 }, (_, i) => ({ type: 'move-piece', token: `b${i}`, to: `H${i}` }));
export const SUBMIT_ANSWER = { gameId: 'g', commandId: 'c', duplicate: false, version: 42, events: [], view: { pending: ['british'], status: 'active', view: {} }, legal };
export const LEGAL_ANSWER = { commands: legal, version: 42 };
/** Any well-formed seat token: the stubs never look it up. */
export const STUB_TOKEN = `wgs_${'a'.repeat(43)}`;
const gameId = '00000000-0000-4000-8000-000000000000';

export interface StubbedDocument {
  readonly name: 'submitCommand' | 'legalCommands';
  /** The request body, as the benchmark's clients send it. */
  readonly payload: string;
}

export const STUBBED_DOCUMENTS: readonly StubbedDocument[] = [
  { name: 'submitCommand', payload: JSON.stringify({ query: SUBMIT, variables: { gameId, commandId: 'c1', command: { type: 'move-piece', token: 'b1', to: 'H3' } } }) },
  { name: 'legalCommands', payload: JSON.stringify({ query: LEGAL, variables: { gameId } }) },
];

export interface StubbedApp {
  readonly app: NestFastifyApplication;
  /** Replaces the two root resolvers with the fixed answers; the returned function puts Nest's back. */
  stubRootResolvers(): () => void;
}

export async function createStubbedApp(): Promise<StubbedApp> {
  const app = await createInProcessApp(new InMemoryEventStore(), registerBareGraphqlRoute);
  const { schema } = app.get(GraphQLSchemaHost);
  const submitField: GraphQLField<unknown, unknown> | undefined = schema.getMutationType()?.getFields()['submitCommand'];
  const legalField: GraphQLField<unknown, unknown> | undefined = schema.getQueryType()?.getFields()['legalCommands'];
  if (!submitField || !legalField) throw new Error('the schema has no submitCommand or legalCommands');
  const fixed = (value: unknown): GraphQLFieldResolver<unknown, unknown> => async () => value;
  return {
    app,
    stubRootResolvers: () => {
      const [nestSubmit, nestLegal] = [submitField.resolve, legalField.resolve];
      submitField.resolve = fixed(SUBMIT_ANSWER);
      legalField.resolve = fixed(LEGAL_ANSWER);
      return () => {
        submitField.resolve = nestSubmit;
        legalField.resolve = nestLegal;
      };
    },
  };
}
