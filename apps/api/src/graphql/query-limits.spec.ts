import { ApiClient } from '../testing/api-client';
import { startTestApp, type TestApp } from '../testing/start-test-app';

describe('GraphQL query limits', () => {
  let app: TestApp;
  let client: ApiClient;

  beforeAll(async () => {
    app = await startTestApp({ env: { WARGAMES_GRAPHQL_MAX_DEPTH: '2', WARGAMES_GRAPHQL_MAX_COMPLEXITY: '20' } });
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

  it('refuses a query that costs more than the configured complexity', async () => {
    const aliases = Array.from({ length: 12 }, (_, i) => `t${i}: gameTypes { id title }`).join(' ');
    const response = await client.graphql(`{ ${aliases} }`);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.extensions).toEqual({ code: 'ERR_QUERY_TOO_COMPLEX', rule: 'query', status: 400 });
  });
});
