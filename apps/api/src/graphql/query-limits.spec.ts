import { ApiClient } from '../testing/api-client';
import { startTestApp, type TestApp } from '../testing/start-test-app';

describe('GraphQL query limits', () => {
  let app: TestApp;
  let client: ApiClient;

  beforeAll(async () => {
    app = await startTestApp({ env: { WARGAMES_GRAPHQL_MAX_DEPTH: '2', WARGAMES_GRAPHQL_MAX_COMPLEXITY: '20', WARGAMES_GRAPHQL_MAX_TOKENS: '400' } });
    client = new ApiClient(app.url);
  });
  afterAll(() => app.close());

  it('answers a query within the limits', async () => {
    const response = await client.graphql('{ gameTypes { id roles } }');
    expect(response.body).toEqual({ data: { gameTypes: [{ id: 'hide-and-seek', roles: ['hider', 'seeker'] }] } });
  });

  it('refuses a query deeper than the configured depth', async () => {
    const response = await client.graphql('mutation { submitCommand(gameId: "x", commandId: "c", command: {}) { view { outcome { winner } } } }');
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toMatch(/exceeds maximum operation depth/);
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', status: 400 });
  });

  it.each([
    ['a fragment cycle', 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }', /Cannot spread fragment "A" within itself/],
    ['an unknown fragment', '{ ...Missing }', /Unknown fragment "Missing"/],
    ['a query too deep inside fragments', 'mutation { ...A } fragment A on Mutation { submitCommand(gameId: "x", commandId: "c", command: {}) { ...B } } fragment B on CommandResult { ... on CommandResult { view { outcome { winner } } } }', /exceeds maximum operation depth/],
  ])('refuses %s as a bad request, not a server fault', async (_name, query, message) => {
    const response = await client.graphql(query);
    expect(response.status).toBe(400);
    expect(response.body.errors?.map((error) => error.message).join(' ')).toMatch(message);
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', status: 400 });
  });

  it('refuses a document of more tokens than the configured limit before validating it', async () => {
    const response = await client.graphql(`{ ${'__typename '.repeat(400)} }`);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toMatch(/contains more tha[nt] 400 tokens/);
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_PARSE_FAILED', status: 400 });
  });

  it('over graphql-ws: the same limits answer an error message and keep the socket open; only subscriptions are served', async () => {
    const socket = client.subscriptions();
    const first = (query: string) =>
      new Promise<unknown>((resolve) => {
        socket.subscribe({ query }, { next: resolve, error: resolve, complete: () => resolve('completed') });
      });
    try {
      expect(await first('subscription { ...A } fragment A on Subscription { ...B } fragment B on Subscription { ...A }')).toEqual([
        expect.objectContaining({ message: expect.stringMatching(/within itself/), extensions: expect.objectContaining({ status: 400 }) }),
      ]);
      expect(await first(`subscription { ${'__typename '.repeat(400)} }`)).toEqual([
        expect.objectContaining({ message: expect.stringMatching(/contains more tha[nt] 400 tokens/), extensions: expect.objectContaining({ code: 'GRAPHQL_PARSE_FAILED', status: 400 }) }),
      ]);
      expect(await first('{ gameTypes { id } }')).toEqual([
        expect.objectContaining({ message: expect.stringMatching(/only subscriptions/), extensions: expect.objectContaining({ status: 400 }) }),
      ]);
    } finally {
      await socket.dispose();
    }
  });

  it('refuses a query that costs more than the configured complexity', async () => {
    const aliases = Array.from({ length: 12 }, (_, i) => `t${i}: gameTypes { id title }`).join(' ');
    const response = await client.graphql(`{ ${aliases} }`);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.extensions).toEqual({ code: 'ERR_QUERY_TOO_COMPLEX', rule: 'query', status: 400 });
  });

  it('refuses a too costly document every time it is sent (its cost is kept per document)', async () => {
    const aliases = Array.from({ length: 12 }, (_, i) => `t${i}: gameTypes { id title }`).join(' ');
    for (let i = 0; i < 2; i++) {
      const response = await client.graphql(`query Costly { ${aliases} }`);
      expect(response.body.errors?.[0]?.extensions).toEqual({ code: 'ERR_QUERY_TOO_COMPLEX', rule: 'query', status: 400 });
    }
  });

  it('counts the fields that @include leaves in, for each request’s variables', async () => {
    const aliases = Array.from({ length: 12 }, (_, i) => `t${i}: gameTypes @include(if: $all) { id title }`).join(' ');
    const query = `query Switched($all: Boolean!) { ${aliases} }`;
    expect((await client.graphql(query, { all: false })).body).toEqual({ data: {} });
    expect((await client.graphql(query, { all: true })).body.errors?.[0]?.extensions).toMatchObject({ code: 'ERR_QUERY_TOO_COMPLEX' });
    expect((await client.graphql(query, { all: false })).body).toEqual({ data: {} });
  });
});
