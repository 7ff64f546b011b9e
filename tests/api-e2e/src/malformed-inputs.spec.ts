import { readSse, type ApiClient } from '@wargames/api/testing/api-client';
import { backends } from './support/backends';
import { startServer, type Server } from './support/server';

interface Expected {
  readonly status: number;
  readonly code: string;
  readonly rule?: string | RegExp;
}

/** What a malformed request must not change: the game's version, both players' histories, the seats, the game list. */
async function snapshot(server: Server, gameId: string, german: ApiClient, british: ApiClient) {
  const [game, germanHistory, britishHistory, games] = await Promise.all([
    server.anonymous.get(`/api/games/${gameId}`),
    german.get(`/api/games/${gameId}/history?format=ndjson`),
    british.get(`/api/games/${gameId}/history?format=ndjson`),
    server.anonymous.get('/api/games?limit=100'),
  ]);
  return { game: game.body, german: germanHistory.text, british: britishHistory.text, games: games.body.map((g: { id: string }) => g.id).sort() };
}

describe.each(backends)('malformed inputs on $name get the documented error and change nothing', (backend) => {
  let server: Server;
  let gameId: string;
  let german: ApiClient;
  let british: ApiClient;
  let otherGameToken: string;

  beforeAll(async () => {
    server = await startServer(backend, { WARGAMES_BODY_LIMIT_BYTES: '65536' });
    gameId = (await server.anonymous.post('/api/games', { gameType: 'graf-spee' })).body.id;
    german = server.anonymous.as((await server.anonymous.post(`/api/games/${gameId}/seats/german`)).body.token);
    british = server.anonymous.as((await server.anonymous.post(`/api/games/${gameId}/seats/british`)).body.token);
    const other = (await server.anonymous.post('/api/games', { gameType: 'arras' })).body.id;
    otherGameToken = (await server.anonymous.post(`/api/games/${other}/seats/allied`)).body.token;
    // One legal step, so that the game is past version 0.
    const legal = (await german.get(`/api/games/${gameId}/legal`)).body;
    expect((await german.post(`/api/games/${gameId}/commands`, { commandId: 'setup-1', expectedVersion: legal.version, command: legal.commands[0] })).status).toBe(201);
  });
  afterAll(() => server?.close());

  it('REST: every kind of malformed request', async () => {
    const before = await snapshot(server, gameId, german, british);
    const version = before.game.version as number;
    const commands = `/api/games/${gameId}/commands`;
    const stranger = server.anonymous.as(otherGameToken);
    const cases: [string, () => Promise<{ status: number; body: { code: string; rule: string; message: string; status: number } }>, Expected][] = [
      ['bad JSON', () => german.request('POST', commands, { raw: '{"commandId": "x", "command": {' }), { status: 400, code: 'ERR_BAD_JSON', rule: 'body' }],
      ['a text body', () => german.request('POST', commands, { raw: 'place-spee B3', headers: { 'content-type': 'text/plain' } }), { status: 415, code: 'ERR_UNSUPPORTED_MEDIA_TYPE' }],
      ['a body over the limit', () => german.post(commands, { commandId: 'big', command: { type: 'move-spee', path: ['x'.repeat(70_000)] } }), { status: 413, code: 'ERR_PAYLOAD_TOO_LARGE' }],
      ['an unknown game', () => german.post('/api/games/4f6a0c1e-0000-4000-8000-000000000000/commands', { commandId: 'a', command: { type: 'raid' } }), { status: 404, code: 'ERR_GAME_NOT_FOUND', rule: 'gameId' }],
      ['a malformed game id', () => german.post('/api/games/..%2F..%2Fetc/commands', { commandId: 'a', command: { type: 'raid' } }), { status: 404, code: 'ERR_GAME_NOT_FOUND' }],
      ['no commandId', () => german.post(commands, { command: { type: 'raid' } }), { status: 400, code: 'ERR_BAD_REQUEST', rule: 'commandId' }],
      ['a commandId with spaces', () => german.post(commands, { commandId: 'my move', command: { type: 'raid' } }), { status: 400, code: 'ERR_BAD_REQUEST', rule: 'commandId' }],
      ['a too long commandId', () => german.post(commands, { commandId: 'c'.repeat(201), command: { type: 'raid' } }), { status: 400, code: 'ERR_BAD_REQUEST', rule: 'commandId' }],
      ['expectedVersion as text', () => german.post(commands, { commandId: 'a', expectedVersion: String(version), command: { type: 'raid' } }), { status: 400, code: 'ERR_BAD_REQUEST', rule: 'expectedVersion' }],
      ['an unknown body field', () => german.post(commands, { commandId: 'a', command: { type: 'raid' }, priority: 'high' }), { status: 400, code: 'ERR_BAD_REQUEST', rule: 'priority' }],
      ['a command that is not an object', () => german.post(commands, { commandId: 'a', command: 'place-spee B3' }), { status: 400, code: 'ERR_MALFORMED_COMMAND' }],
      ['an unknown command type', () => german.post(commands, { commandId: 'a', command: { type: 'teleport', to: 'E6' } }), { status: 400, code: 'ERR_MALFORMED_COMMAND' }],
      ['a command field of the wrong type', () => german.post(commands, { commandId: 'a', command: { type: 'move-spee', path: 'B3' } }), { status: 400, code: 'ERR_MALFORMED_COMMAND', rule: 'path' }],
      ['a stale expectedVersion', () => german.post(commands, { commandId: 'a', expectedVersion: version - 1, command: { type: 'place-supply-ship', supplyHex: 'C3' } }), { status: 409, code: 'ERR_STALE_VERSION', rule: 'expectedVersion' }],
      ['a future expectedVersion', () => german.post(commands, { commandId: 'a', expectedVersion: version + 5, command: { type: 'place-supply-ship', supplyHex: 'C3' } }), { status: 409, code: 'ERR_STALE_VERSION' }],
      ['the other side’s command (wrong seat)', () => british.post(commands, { commandId: 'a', command: { type: 'place-spee', speeHex: 'B3' } }), { status: 422, code: 'ERR_NOT_YOUR_COMMAND', rule: /^GS-/ }],
      ['a rule violation', () => german.post(commands, { commandId: 'a', command: { type: 'place-spee', speeHex: 'E6' } }), { status: 422, code: 'ERR_SPEE_ALREADY_PLACED', rule: /^GS-3/ }],
      ['a spectator’s command', () => server.anonymous.post(commands, { commandId: 'a', command: { type: 'raid' } }), { status: 403, code: 'ERR_NOT_A_PLAYER' }],
      ['a malformed Authorization header', () => server.anonymous.request('POST', commands, { body: { commandId: 'a', command: { type: 'raid' } }, headers: { authorization: 'Token abc' } }), { status: 401, code: 'ERR_UNAUTHENTICATED', rule: 'Authorization' }],
      ['an unknown token', () => server.anonymous.as(`wgs_${'A'.repeat(43)}`).post(commands, { commandId: 'a', command: { type: 'raid' } }), { status: 401, code: 'ERR_UNAUTHENTICATED' }],
      ['a token of another game', () => stranger.post(commands, { commandId: 'a', command: { type: 'raid' } }), { status: 401, code: 'ERR_UNAUTHENTICATED' }],
      ['a token of another game, reading a view', () => stranger.get(`/api/games/${gameId}/view`), { status: 401, code: 'ERR_UNAUTHENTICATED' }],
      ['a taken seat', () => server.anonymous.post(`/api/games/${gameId}/seats/german`), { status: 409, code: 'ERR_SEAT_TAKEN' }],
      ['an unknown seat', () => server.anonymous.post(`/api/games/${gameId}/seats/french`), { status: 404, code: 'ERR_UNKNOWN_ROLE' }],
      ['an unknown game type', () => server.anonymous.post('/api/games', { gameType: 'chess' }), { status: 404, code: 'ERR_UNKNOWN_GAME_TYPE' }],
      ['malformed options', () => server.anonymous.post('/api/games', { gameType: 'arras', options: { brigade17: 'yes' } }), { status: 400, code: 'ERR_MALFORMED_OPTIONS', rule: 'brigade17' }],
      ['unknown options', () => server.anonymous.post('/api/games', { gameType: 'graf-spee', options: { turns: 9 } }), { status: 400, code: 'ERR_MALFORMED_OPTIONS' }],
      ['a negative afterSeq', () => british.get(`/api/games/${gameId}/history?afterSeq=-1`), { status: 400, code: 'ERR_BAD_REQUEST', rule: 'afterSeq' }],
      ['a page too large', () => british.get(`/api/games/${gameId}/history?limit=9999`), { status: 400, code: 'ERR_BAD_REQUEST', rule: 'limit' }],
      ['an unknown history format', () => british.get(`/api/games/${gameId}/history?format=xml`), { status: 400, code: 'ERR_BAD_REQUEST', rule: 'format' }],
      ['the omniscient view while the game runs', () => british.get(`/api/games/${gameId}/view?perspective=omniscient`), { status: 403, code: 'ERR_PERSPECTIVE_FORBIDDEN' }],
      ['the other side’s replay while the game runs', () => british.get(`/api/games/${gameId}/replay/1?perspective=german`), { status: 403, code: 'ERR_PERSPECTIVE_FORBIDDEN' }],
      ['an unknown perspective', () => british.get(`/api/games/${gameId}/replay/1?perspective=umpire`), { status: 400, code: 'ERR_BAD_REQUEST', rule: 'perspective' }],
      ['a step past the end', () => british.get(`/api/games/${gameId}/replay/99`), { status: 400, code: 'ERR_BAD_REQUEST', rule: 'step' }],
      ['an export while the game runs', () => server.anonymous.get(`/api/games/${gameId}/record`), { status: 409, code: 'ERR_GAME_NOT_ENDED' }],
      ['a record that is not one', () => server.anonymous.post('/api/records', { format: 'wargames-record', formatVersion: 1, gameType: 'graf-spee', options: {}, steps: 'all' }), { status: 400, code: 'ERR_MALFORMED_RECORD', rule: 'steps' }],
      ['a record with an illegal step', () => server.anonymous.post('/api/records', { format: 'wargames-record', formatVersion: 1, gameType: 'graf-spee', options: {}, steps: [{ actor: 'british', command: { type: 'place-spee', speeHex: 'B3' }, dice: [] }] }), { status: 422, code: 'ERR_ILLEGAL_RECORD', rule: 'steps.0' }],
      ['a negative atLeastVersion', () => german.get(`/api/games/${gameId}/legal?atLeastVersion=-1`), { status: 400, code: 'ERR_BAD_REQUEST', rule: 'atLeastVersion' }],
      ['atLeastVersion as a word', () => german.get(`/api/games/${gameId}/view?atLeastVersion=latest`), { status: 400, code: 'ERR_BAD_REQUEST', rule: 'atLeastVersion' }],
      ['an unknown query field on legal', () => german.get(`/api/games/${gameId}/legal?after=1`), { status: 400, code: 'ERR_BAD_REQUEST', rule: 'after' }],
      ['an unknown route', () => server.anonymous.get('/api/games/x/moves'), { status: 404, code: 'ERR_ROUTE_NOT_FOUND' }],
    ];
    const failures: string[] = [];
    for (const [name, send, expected] of cases) {
      const response = await send();
      const { code, rule, message, status } = response.body ?? {};
      const ruleOk = expected.rule === undefined || (expected.rule instanceof RegExp ? expected.rule.test(rule) : rule === expected.rule);
      if (response.status !== expected.status || code !== expected.code || status !== expected.status || !ruleOk || typeof message !== 'string' || message.length === 0) {
        failures.push(`${name}: got ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    expect(failures).toEqual([]);
    const refused = await readSse(`${server.url}/api/games/${gameId}/events`, { token: otherGameToken, timeoutMs: 2000 });
    expect(refused.status).toBe(401);
    expect(await snapshot(server, gameId, german, british)).toEqual(before);
  });

  it('GraphQL: every kind of malformed request', async () => {
    const before = await snapshot(server, gameId, german, british);
    const submit = 'mutation($gameId: ID!, $commandId: String!, $expectedVersion: Int, $command: JSON!) { submitCommand(gameId: $gameId, commandId: $commandId, expectedVersion: $expectedVersion, command: $command) { version } }';
    const cases: [string, () => Promise<{ status: number; body: { errors?: { extensions: { code: string; status: number } }[] } }>, Expected][] = [
      ['a syntax error', () => german.graphql('mutation { submitCommand(gameId: '), { status: 400, code: 'GRAPHQL_PARSE_FAILED' }],
      ['an unknown field', () => german.graphql('{ games { speeHex } }'), { status: 400, code: 'GRAPHQL_VALIDATION_FAILED' }],
      ['a variable of the wrong type', () => german.graphql(submit, { gameId, commandId: 'a', expectedVersion: 'one', command: { type: 'raid' } }), { status: 400, code: 'BAD_USER_INPUT' }],
      ['bad JSON', () => german.request('POST', '/graphql', { raw: '{"query": "{ games { id } }"' }), { status: 400, code: 'ERR_BAD_JSON' }],
      ['a negative atLeastVersion', () => german.graphql('query($gameId: ID!) { legalCommands(gameId: $gameId, atLeastVersion: -1) { version } }', { gameId }), { status: 400, code: 'ERR_BAD_REQUEST' }],
      ['a malformed command', () => german.graphql(submit, { gameId, commandId: 'a', command: { type: 'move-spee', path: 7 } }), { status: 400, code: 'ERR_MALFORMED_COMMAND' }],
      ['a stale expectedVersion', () => german.graphql(submit, { gameId, commandId: 'a', expectedVersion: 0, command: { type: 'place-supply-ship', supplyHex: 'C3' } }), { status: 409, code: 'ERR_STALE_VERSION' }],
      ['the other side’s command', () => british.graphql(submit, { gameId, commandId: 'a', command: { type: 'place-spee', speeHex: 'B3' } }), { status: 422, code: 'ERR_NOT_YOUR_COMMAND' }],
      ['an unknown game', () => german.graphql(submit, { gameId: 'nope', commandId: 'a', command: { type: 'raid' } }), { status: 404, code: 'ERR_GAME_NOT_FOUND' }],
      ['a token of another game', () => server.anonymous.as(otherGameToken).graphql(submit, { gameId, commandId: 'a', command: { type: 'raid' } }), { status: 401, code: 'ERR_UNAUTHENTICATED' }],
      ['the omniscient frame while the game runs', () => british.graphql('query($gameId: ID!) { replayFrame(gameId: $gameId, step: 1, perspective: "omniscient") { view } }', { gameId }), { status: 403, code: 'ERR_PERSPECTIVE_FORBIDDEN' }],
      ['an illegal record', () => server.anonymous.graphql('mutation($r: JSON!) { importRecord(record: $r) { id } }', { r: { format: 'x' } }), { status: 400, code: 'ERR_MALFORMED_RECORD' }],
    ];
    const failures: string[] = [];
    for (const [name, send, expected] of cases) {
      const response = await send();
      const extensions = response.body.errors?.[0]?.extensions;
      if (response.status >= 500 || extensions?.code !== expected.code || extensions?.status !== expected.status) failures.push(`${name}: got ${response.status} ${JSON.stringify(response.body)}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot(server, gameId, german, british)).toEqual(before);
  });
});
