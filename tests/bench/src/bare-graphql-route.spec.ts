// The bare route is only worth comparing with the GraphQL server on /graphql if it does the same work: same schema, same resolvers, same
// answers to the benchmark's documents.
import { InMemoryEventStore } from '@wargames/api/testing/in-memory-event-store';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { BARE_GRAPHQL_PATH, registerBareGraphqlRoute } from './bare-graphql-route';
import { CLAIM_SEAT, CREATE_GAME, LEGAL, SUBMIT } from './graf-spee-player';
import { createInProcessApp } from './inprocess-app';

interface Answer {
  readonly status: number;
  readonly data?: Record<string, Record<string, unknown>>;
  readonly errors?: unknown[];
}

describe('the bare graphql-js route that the benchmark compares with the GraphQL server', () => {
  let app: NestFastifyApplication;
  let base: string;
  beforeAll(async () => {
    app = await createInProcessApp(new InMemoryEventStore(), registerBareGraphqlRoute);
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });
  afterAll(() => app.close());

  const send = async (url: string, query: string, variables: Record<string, unknown>, token?: string): Promise<Answer> => {
    const response = await fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
  };

  it('runs the same resolvers on the same store: a game played through either answers the same on both', async () => {
    const created = await send(BARE_GRAPHQL_PATH, CREATE_GAME, {});
    const gameId = created.data?.['createGame']?.['id'] as string;
    const tokens: Record<string, string> = {};
    for (const role of ['german', 'british']) {
      tokens[role] = (await send('/graphql', CLAIM_SEAT, { gameId, role })).data?.['claimSeat']?.['token'] as string;
    }
    const legalOn = (url: string) => send(url, LEGAL, { gameId }, tokens['german']);
    const before = await legalOn('/graphql');
    expect(before.status).toBe(200);
    expect(await legalOn(BARE_GRAPHQL_PATH)).toEqual(before);

    const commands = before.data?.['legalCommands']?.['commands'] as unknown[];
    const submitted = await send(BARE_GRAPHQL_PATH, SUBMIT, { gameId, commandId: 'bare-1', command: commands[0] }, tokens['german']);
    expect(submitted.errors).toBeUndefined();
    expect(submitted.data?.['submitCommand']?.['version']).toBeGreaterThan(before.data?.['legalCommands']?.['version'] as number);
    // The same command id again through /graphql is the same command: answered with the first result.
    const again = await send('/graphql', SUBMIT, { gameId, commandId: 'bare-1', command: commands[0] }, tokens['german']);
    expect(again.data).toEqual(submitted.data);
    expect(await legalOn(BARE_GRAPHQL_PATH)).toEqual(await legalOn('/graphql'));
  });

  it("goes through Nest's resolver pipeline: a command without a seat token is refused as through /graphql", async () => {
    const gameId = (await send(BARE_GRAPHQL_PATH, CREATE_GAME, {})).data?.['createGame']?.['id'] as string;
    const command = { type: 'place-supply-ship', supplyHex: 'C3' };
    const bare = await send(BARE_GRAPHQL_PATH, SUBMIT, { gameId, commandId: 'x', command });
    const server = await send('/graphql', SUBMIT, { gameId, commandId: 'x', command });
    expect(bare.errors).toEqual(server.errors);
    expect(bare.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'ERR_NOT_A_PLAYER' }) })]);
  });
});
