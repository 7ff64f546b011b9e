import { ERROR_STATUS } from '../errors/error-codes';
import { GRAPHQL_ERROR_CODES, isGraphqlErrorCode } from '../errors/graphql-error-codes';
import { startTestApp, type TestApp } from '../testing/start-test-app';

const JSON_POST = { method: 'POST', headers: { 'content-type': 'application/json' } };
const post = (body: unknown): RequestInit => ({ ...JSON_POST, body: typeof body === 'string' ? body : JSON.stringify(body) });
const get = (query: string, extra = ''): [string, RequestInit] => [`/graphql?query=${encodeURIComponent(query)}${extra}`, { method: 'GET', headers: { 'apollo-require-preflight': 'true' } }];
const QUERY = '{ gameTypes { id } }';

/** A spread of requests a client author gets wrong, each with the status and code it must answer. */
const CASES: [string, string, RequestInit, number, string][] = [
  ['a subscription POSTed over HTTP', '/graphql', post({ query: 'subscription { gameEvents(gameId: "x") { seq } }' }), 400, 'GRAPHQL_VALIDATION_FAILED'],
  ['a subscription over GET', ...get('subscription { gameEvents(gameId: "x") { seq } }'), 400, 'GRAPHQL_VALIDATION_FAILED'],
  ['a mutation over GET', ...get('mutation { createGame(gameType: "x") { id } }'), 405, 'BAD_REQUEST'],
  ['a GET without the CSRF-safe header', `/graphql?query=${encodeURIComponent(QUERY)}`, { method: 'GET' }, 400, 'BAD_REQUEST'],
  ['a GET without a query', '/graphql', { method: 'GET', headers: { 'apollo-require-preflight': 'true' } }, 400, 'BAD_REQUEST'],
  ['GET variables that are not JSON', ...get(QUERY, '&variables=%7B'), 400, 'BAD_REQUEST'],
  ['a body without a query', '/graphql', post({}), 400, 'BAD_REQUEST'],
  ['an empty body', '/graphql', post(''), 400, 'BAD_REQUEST'],
  ['a JSON null body', '/graphql', post('null'), 400, 'ERR_BAD_JSON'],
  ['a body that is not JSON', '/graphql', post('{"query": '), 400, 'ERR_BAD_JSON'],
  ['a query that is not a string', '/graphql', post({ query: 5 }), 400, 'BAD_REQUEST'],
  ['a batch (array) of operations', '/graphql', post([{ query: QUERY }, { query: QUERY }]), 400, 'BAD_REQUEST'],
  ['variables as a string', '/graphql', post({ query: QUERY, variables: '{}' }), 400, 'BAD_REQUEST'],
  ['extensions as a string', '/graphql', post({ query: QUERY, extensions: 'x' }), 400, 'BAD_REQUEST'],
  ['an operationName that is not a string', '/graphql', post({ query: QUERY, operationName: 5 }), 400, 'BAD_REQUEST'],
  ['an unknown operationName', '/graphql', post({ query: `query A ${QUERY}`, operationName: 'B' }), 400, 'OPERATION_RESOLUTION_FAILURE'],
  ['two operations without operationName', '/graphql', post({ query: `query A ${QUERY} query B ${QUERY}` }), 400, 'OPERATION_RESOLUTION_FAILURE'],
  ['a persisted-query extension', '/graphql', post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }), 400, 'PERSISTED_QUERY_NOT_SUPPORTED'],
  ['a persisted-query extension with its query', '/graphql', post({ query: QUERY, extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }), 400, 'PERSISTED_QUERY_NOT_SUPPORTED'],
  ['a variable of the wrong type', '/graphql', post({ query: 'query($l: Int) { games(limit: $l) { id } }', variables: { l: 'many' } }), 400, 'BAD_USER_INPUT'],
  ['a variable out of Int range', '/graphql', post({ query: 'query($l: Int) { games(limit: $l) { id } }', variables: { l: 1e20 } }), 400, 'BAD_USER_INPUT'],
  ['a missing required variable', '/graphql', post({ query: 'query($id: ID!) { game(gameId: $id) { id } }' }), 400, 'BAD_USER_INPUT'],
  ['an unknown directive (@defer)', '/graphql', post({ query: `{ ... @defer ${QUERY} }` }), 400, 'GRAPHQL_VALIDATION_FAILED'],
  ['a query that does not parse', '/graphql', post({ query: '{ gameTypes { id ' }), 400, 'GRAPHQL_PARSE_FAILED'],
  ['a text/plain body', '/graphql', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: QUERY }, 400, 'BAD_REQUEST'],
  ['a multipart body', '/graphql', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' }, 400, 'BAD_REQUEST'],
  ['an Accept header without JSON', '/graphql', { ...post({ query: QUERY }), headers: { 'content-type': 'application/json', accept: 'text/html' } }, 406, 'BAD_REQUEST'],
  ['a PUT', '/graphql', { ...post({ query: QUERY }), method: 'PUT' }, 405, 'BAD_REQUEST'],
  // Mercurius would read a query that does not parse as a JSON syntax tree and run it (parsed-documents-only.hook.ts).
  ['a query that is a JSON syntax tree', '/graphql', post({ query: JSON.stringify({ kind: 'Document', definitions: [] }) }), 400, 'GRAPHQL_PARSE_FAILED'],
  ['a query that is a JSON number', '/graphql', post({ query: '5' }), 400, 'GRAPHQL_PARSE_FAILED'],
  ['an unknown operationName over GET', ...get(`query A ${QUERY}`, '&operationName=B'), 400, 'OPERATION_RESOLUTION_FAILURE'],
  ['two operations without operationName over GET', ...get(`query A ${QUERY} query B ${QUERY}`), 400, 'OPERATION_RESOLUTION_FAILURE'],
  ['GET variables that are not an object', ...get(QUERY, '&variables=5'), 400, 'BAD_REQUEST'],
  ['GET variables with a __proto__ key', ...get(QUERY, `&variables=${encodeURIComponent('{"__proto__":{"x":1}}')}`), 400, 'BAD_REQUEST'],
  ['null variables of a required one', '/graphql', post({ query: 'query($id: ID!) { game(gameId: $id) { id } }', variables: null }), 400, 'BAD_USER_INPUT'],
  ['a body over the size limit', '/graphql', post({ query: QUERY, variables: { padding: 'x'.repeat(2_000_000) } }), 413, 'ERR_PAYLOAD_TOO_LARGE'],
  ['a body in another charset', '/graphql', { method: 'POST', headers: { 'content-type': 'application/json; charset=latin1' }, body: JSON.stringify({ query: QUERY }) }, 415, 'ERR_UNSUPPORTED_MEDIA_TYPE'],
  ['a GraphQL text body without a query', '/graphql', { method: 'POST', headers: { 'content-type': 'application/graphql' }, body: '' }, 400, 'BAD_REQUEST'],
];

describe('malformed GraphQL requests', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it.each(CASES)('%s: never a 500, its documented status and code, extensions.status equal to the HTTP status', async (_name, path, init, status, code) => {
    const response = await fetch(app.url + path, init);
    const body = (await response.json()) as { errors?: { message: string; extensions: { code: string; status: number } }[] };
    expect(response.status).toBeLessThan(500);
    expect({ status: response.status, code: body.errors?.[0]?.extensions.code }).toEqual({ status, code });
    for (const error of body.errors ?? []) {
      expect(error.extensions.status).toBe(response.status);
      expect(error.message.length).toBeGreaterThan(10);
      const documented = isGraphqlErrorCode(error.extensions.code)
        ? (GRAPHQL_ERROR_CODES[error.extensions.code].statuses as readonly number[]).includes(response.status)
        : error.extensions.code in ERROR_STATUS;
      expect(documented).toBe(true);
    }
  });

  it('gives every error of a refusal its code, the one graphql-js adds when there are too many among them', async () => {
    const codesOf = async (init: RequestInit) => {
      const response = await fetch(`${app.url}/graphql`, init);
      const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
      return { status: response.status, count: body.errors.length, last: body.errors.at(-1)?.message, codes: [...new Set(body.errors.map((error) => error.extensions.code))] };
    };
    // 51 bot seats without their fields: graphql-js stops at 50 variable errors and adds one saying so (at no node).
    const seats = await codesOf(post({ query: 'mutation($b: [BotSeatInput!]) { createGame(gameType: "graf-spee", bots: $b) { id } }', variables: { b: Array.from({ length: 51 }, () => ({})) } }));
    expect(seats).toMatchObject({ status: 400, codes: ['BAD_USER_INPUT'], count: 51, last: expect.stringMatching(/too many/i) });
    // 101 unknown fields: validation stops at 100 and adds one saying so.
    const fields = await codesOf(post({ query: `{ ${Array.from({ length: 101 }, (_, i) => `f${i}`).join(' ')} }` }));
    expect(fields).toMatchObject({ status: 400, codes: ['GRAPHQL_VALIDATION_FAILED'], count: 101, last: expect.stringMatching(/too many/i) });
  });

  it('answers a query over GET with the CSRF-safe header, and a GraphQL text body over POST', async () => {
    const [path, init] = get(QUERY);
    const viaGet = await fetch(app.url + path, init);
    expect({ status: viaGet.status, body: await viaGet.json() }).toEqual({ status: 200, body: { data: { gameTypes: [{ id: 'hide-and-seek' }] } } });
    const viaText = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/graphql' }, body: QUERY });
    expect({ status: viaText.status, body: await viaText.json() }).toEqual({ status: 200, body: { data: { gameTypes: [{ id: 'hide-and-seek' }] } } });
  });

  it('marks every answer, an answer, a refusal or an error, as not to be stored by caches', async () => {
    const answers = await Promise.all([
      fetch(`${app.url}/graphql`, post({ query: QUERY })),
      fetch(`${app.url}/graphql`, post({ query: '{ gameTypes { id ' })),
      fetch(`${app.url}/graphql`, post([{ query: QUERY }])),
      fetch(`${app.url}/graphql`, post({ query: 'query($id: ID!) { game(gameId: $id) { id } }', variables: { id: 'none' } })),
    ]);
    expect(answers.map((answer) => answer.headers.get('cache-control'))).toEqual(['no-store', 'no-store', 'no-store', 'no-store']);
  });

  it('answers in the media type the Accept header prefers: JSON, or application/graphql-response+json', async () => {
    const typeFor = async (accept: string) => (await fetch(`${app.url}/graphql`, { ...post({ query: QUERY }), headers: { 'content-type': 'application/json', accept } })).headers.get('content-type');
    expect(await typeFor('application/json')).toBe('application/json; charset=utf-8');
    expect(await typeFor('*/*')).toBe('application/json; charset=utf-8');
    expect(await typeFor('application/graphql-response+json, application/json;q=0.9')).toBe('application/graphql-response+json; charset=utf-8');
  });

  it('explains that subscriptions go over graphql-ws', async () => {
    const response = await fetch(`${app.url}/graphql`, post({ query: 'subscription { gameEvents(gameId: "x") { seq } }' }));
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/graphql-ws/);
  });
});
