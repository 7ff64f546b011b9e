import { getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { ApiClient } from '../testing/api-client';
import { startTestApp, type TestApp } from '../testing/start-test-app';

const GAME_FIELDS = 'id gameType status version pending seats { role claimed } outcome { winner reason rule message }';

describe('GraphQL API (hide-and-seek test game, in-memory store)', () => {
  let app: TestApp;
  let anonymous: ApiClient;

  beforeAll(async () => {
    app = await startTestApp();
    anonymous = new ApiClient(app.url);
  });
  afterAll(() => app.close());

  async function seatedGame(rounds = 1) {
    const created = await anonymous.graphql(`mutation($options: JSON) { createGame(gameType: "hide-and-seek", options: $options) { ${GAME_FIELDS} } }`, { options: { rounds } });
    const id = created.body.data.createGame.id as string;
    const claim = async (role: string) =>
      (await anonymous.graphql('mutation($id: ID!, $role: String!) { claimSeat(gameId: $id, role: $role) { gameId role token } }', { id, role })).body.data.claimSeat.token as string;
    return { id, hider: anonymous.as(await claim('hider')), seeker: anonymous.as(await claim('seeker')) };
  }

  const SUBMIT = `mutation($id: ID!, $commandId: String!, $expected: Int, $command: JSON!) {
    submitCommand(gameId: $id, commandId: $commandId, expectedVersion: $expected, command: $command) {
      duplicate version events { seq actor event } view { viewer yourTurn pending view } legal
    }
  }`;

  it('plays a game: create, claim, submit, view, legal commands, history, replay, record', async () => {
    const { id, hider, seeker } = await seatedGame();
    const hidden = await hider.graphql(SUBMIT, { id, commandId: 'h1', expected: 0, command: { type: 'hide', cell: 6 } });
    expect(hidden.body.errors).toBeUndefined();
    expect(hidden.body.data.submitCommand).toMatchObject({ duplicate: false, version: 2, events: [{ seq: 2, actor: 'hider', event: { type: 'hidden', cell: 6 } }], view: { viewer: 'hider', yourTurn: false } });
    const again = await hider.graphql(SUBMIT, { id, commandId: 'h1', expected: 0, command: { type: 'hide', cell: 6 } });
    expect(again.body.data.submitCommand).toMatchObject({ duplicate: true, version: 2 });
    expect(hidden.body.data.submitCommand.legal).toEqual([]);
    const reused = await hider.graphql(SUBMIT, { id, commandId: 'h1', command: { type: 'hide', cell: 7 } });
    expect(reused.body.errors?.[0]?.extensions).toEqual({ code: 'ERR_COMMAND_ID_REUSED', rule: 'commandId', status: 409 });

    const seen = await seeker.graphql(`query($id: ID!) {
      view(gameId: $id) { viewer role yourTurn view }
      legalCommands(gameId: $id) { role commands }
      history(gameId: $id) { entries { seq event } hasMore }
      replayFrame(gameId: $id, step: 1) { step steps actor view events { event } }
      game(gameId: $id) { version pending }
    }`, { id });
    expect(seen.body.errors).toBeUndefined();
    expect(seen.body.data.view).toMatchObject({ viewer: 'seeker', role: 'seeker', yourTurn: true, view: { tokenHidden: true } });
    expect(seen.body.data.legalCommands.commands).toHaveLength(9);
    expect(seen.body.data.history.entries).toEqual([{ seq: 2, event: { type: 'hidden', round: 1 } }]);
    expect(seen.body.data.replayFrame).toMatchObject({ step: 1, steps: 1, actor: 'hider' });
    expect(seen.text).not.toMatch(/hiddenAt|decoy/);

    await seeker.graphql(SUBMIT, { id, commandId: 's1', command: { type: 'seek', cell: 6 } });
    const ended = await anonymous.graphql(`query($id: ID!) { game(gameId: $id) { ${GAME_FIELDS} } omniscient: replayFrame(gameId: $id, step: 1, perspective: "omniscient") { view } gameRecord(gameId: $id) }`, { id });
    expect(ended.body.data.game).toMatchObject({ status: 'ended', outcome: { winner: 'seeker', rule: 'T-3' } });
    expect(ended.body.data.omniscient.view).toMatchObject({ hiddenAt: 6 });
    const imported = await anonymous.graphql(`mutation($record: JSON!) { importRecord(record: $record) { ${GAME_FIELDS} } }`, { record: ended.body.data.gameRecord });
    expect(imported.body.data.importRecord).toMatchObject({ status: 'ended', outcome: { winner: 'seeker' } });
    const listed = await anonymous.graphql('{ imported: games(imported: true, limit: 100) { id imported } played: games(imported: false, limit: 100) { id imported } }');
    expect(listed.body.data.imported).toContainEqual({ id: imported.body.data.importRecord.id, imported: true });
    expect(listed.body.data.imported.every((game: { imported: boolean }) => game.imported)).toBe(true);
    expect(listed.body.data.played).toContainEqual({ id, imported: false });
  });

  it('logs a line for each GraphQL request, with no token, query string, command or view in it', async () => {
    const { id, hider } = await seatedGame();
    await hider.graphql(SUBMIT, { id, commandId: 'logged-move', command: { type: 'hide', cell: 8 } });
    // A GET without a CSRF-safe header is refused (400), and logged all the same, its query string dropped.
    // A GET without a CSRF-safe header is refused (400) and logged all the same, its query string dropped.
    await hider.get(`/graphql?query=${encodeURIComponent(`{ view(gameId: "${id}") { view } }`)}`);
    const graphqlLines = app.logs.map((line) => JSON.parse(line) as { req?: { method?: string; url?: string }; res?: { statusCode?: number } }).filter((line) => line.req?.url?.startsWith('/graphql'));
    expect(graphqlLines.map((line) => [line.req?.method, line.req?.url, line.res?.statusCode])).toEqual(expect.arrayContaining([['POST', '/graphql', 200], ['GET', '/graphql?[REDACTED]', 400]]));
    const logs = app.logs.join('\n');
    expect(logs).not.toContain(hider.token);
    expect(logs).not.toMatch(/"cell"|hiddenAt|decoy|logged-move/);
  });

  it('carries the engine’s code and rule id, or the service’s, in extensions', async () => {
    const { id, hider, seeker } = await seatedGame();
    const errorOf = async (client: ApiClient, query: string, variables: Record<string, unknown>) => (await client.graphql(query, variables)).body.errors?.[0]?.extensions;
    expect(await errorOf(seeker, SUBMIT, { id, commandId: 'x', command: { type: 'seek', cell: 1 } })).toEqual({ code: 'ERR_NOT_YOUR_TURN', rule: 'T-1', status: 422 });
    expect(await errorOf(hider, SUBMIT, { id, commandId: 'x', expected: 9, command: { type: 'hide', cell: 1 } })).toEqual({ code: 'ERR_STALE_VERSION', rule: 'expectedVersion', status: 409 });
    expect(await errorOf(hider, SUBMIT, { id, commandId: 'x', command: { type: 'hide' } })).toMatchObject({ code: 'ERR_MALFORMED_COMMAND', status: 400 });
    expect(await errorOf(anonymous, SUBMIT, { id, commandId: 'x', command: { type: 'hide', cell: 1 } })).toMatchObject({ code: 'ERR_NOT_A_PLAYER', status: 403 });
    expect(await errorOf(anonymous.as('wgs_' + 'z'.repeat(43)), SUBMIT, { id, commandId: 'x', command: {} })).toMatchObject({ code: 'ERR_UNAUTHENTICATED', status: 401 });
    expect(await errorOf(hider, SUBMIT, { id: 'missing', commandId: 'x', command: {} })).toMatchObject({ code: 'ERR_GAME_NOT_FOUND', status: 404 });
    expect(await errorOf(anonymous, 'query($id: ID!) { view(gameId: $id, perspective: "omniscient") { view } }', { id })).toMatchObject({ code: 'ERR_PERSPECTIVE_FORBIDDEN', status: 403 });
    expect(await errorOf(anonymous, 'mutation { createGame(gameType: "go") { id } }', {})).toMatchObject({ code: 'ERR_UNKNOWN_GAME_TYPE', status: 404 });
    expect(await errorOf(anonymous, '{ games(status: "paused") { id } }', {})).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'status' });
    expect((await anonymous.graphql('query($id: ID!) { game(gameId: $id) { version } }', { id })).body.data.game.version).toBe(0);
  });

  it('lists games with any of its filters left out', async () => {
    const { id } = await seatedGame();
    const listed = await anonymous.graphql('{ all: games(limit: 100) { id } active: games(status: "active", gameType: "hide-and-seek", limit: 100) { id } }');
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data.all.map((game: { id: string }) => game.id)).toContain(id);
    expect(listed.body.data.active.map((game: { id: string }) => game.id)).toContain(id);
  });

  it('marks every answer Cache-Control: no-store, a refusal and a result alike', async () => {
    const { id, hider } = await seatedGame();
    const answered = await anonymous.graphql('query($id: ID!) { game(gameId: $id) { id } }', { id });
    const refused = await hider.graphql(SUBMIT, { id, commandId: 'no-store', command: { type: 'hide' } });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('ERR_MALFORMED_COMMAND');
    expect([answered.headers.get('cache-control'), refused.headers.get('cache-control')]).toEqual(['no-store', 'no-store']);
  });

  it('answers malformed GraphQL requests with a 4xx-class typed error', async () => {
    const parse = await anonymous.graphql('{ games { id ');
    expect(parse.status).toBe(400);
    expect(parse.body.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_PARSE_FAILED', status: 400 });
    const invalid = await anonymous.graphql('{ games { secret } }');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
    const badVariables = await anonymous.graphql('query($id: ID!) { game(gameId: $id) { id } }', { id: { nested: true } });
    expect(badVariables.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    const badJson = await anonymous.request('POST', '/graphql', { raw: '{"query": ' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.errors?.[0]?.extensions).toMatchObject({ code: 'ERR_BAD_JSON', status: 400 });
  });

  it('pushes live events over graphql-ws, redacted for the subscriber, and completes at the end', async () => {
    const { id, hider, seeker } = await seatedGame();
    const collect = (client: ApiClient) => {
      const ws = client.subscriptions();
      const events: unknown[] = [];
      const done = new Promise<void>((resolve, reject) => {
        ws.subscribe({ query: 'subscription($id: ID!) { gameEvents(gameId: $id) { gameId seq actor event version } }', variables: { id } }, {
          next: (message) => events.push(message),
          error: reject,
          complete: resolve,
        });
      });
      return { ws, events, done };
    };
    const seekerFeed = collect(seeker);
    const hiderFeed = collect(hider);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await hider.graphql(SUBMIT, { id, commandId: 'h1', command: { type: 'hide', cell: 2 } });
    await seeker.graphql(SUBMIT, { id, commandId: 's1', command: { type: 'seek', cell: 7 } });
    await Promise.all([seekerFeed.done, hiderFeed.done]);
    expect(seekerFeed.events).toEqual([
      { data: { gameEvents: { gameId: id, seq: 2, actor: 'hider', version: 2, event: { type: 'hidden', round: 1 } } } },
      { data: { gameEvents: expect.objectContaining({ seq: 4, event: expect.objectContaining({ type: 'sought', cell: 7, found: false }) }) } },
    ]);
    expect(JSON.stringify(seekerFeed.events)).not.toMatch(/hiddenAt|decoy/);
    expect(JSON.stringify(hiderFeed.events)).toContain('"decoy"');
    await Promise.all([seekerFeed.ws.dispose(), hiderFeed.ws.dispose()]);

    const stranger = anonymous.as('wgs_' + 'q'.repeat(43)).subscriptions();
    const refusal = await new Promise<unknown>((resolve) => {
      stranger.subscribe({ query: 'subscription($id: ID!) { gameEvents(gameId: $id) { seq } }', variables: { id } }, { next: resolve, error: resolve, complete: () => resolve('completed') });
    });
    expect(refusal).toMatchObject({ errors: [{ extensions: { code: 'ERR_UNAUTHENTICATED', status: 401 } }] });
    await stranger.dispose();
  });

  it('describes each game type with the JSON Schemas of its views and events and its steps', async () => {
    const types = await anonymous.graphql('{ gameTypes { id viewSchema eventSchema steps { id rule description } } one: gameType(id: "hide-and-seek") { steps { id } } }');
    expect(types.body.errors).toBeUndefined();
    expect(types.body.data.gameTypes[0]).toMatchObject({ id: 'hide-and-seek', viewSchema: { type: 'object' }, eventSchema: { oneOf: expect.any(Array) } });
    expect(types.body.data.gameTypes[0].steps).toEqual([
      { id: 'hide', rule: 'T-1', description: expect.any(String) },
      { id: 'seek', rule: 'T-2', description: expect.any(String) },
      { id: 'ended', rule: 'T-3', description: expect.any(String) },
    ]);
    expect(types.body.data.one.steps.map((step: { id: string }) => step.id)).toEqual(['hide', 'seek', 'ended']);
  });

  it('documents every type, field and argument of the schema', async () => {
    const response = await anonymous.graphql<IntrospectionQuery>(getIntrospectionQuery({ descriptions: true }));
    const undocumented: string[] = [];
    const types = response.body.data?.__schema.types ?? [];
    expect(types.length).toBeGreaterThan(10);
    for (const type of types) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
      if (!type.description) undocumented.push(type.name);
      if ('fields' in type && type.fields) {
        for (const field of type.fields) {
          if (!field.description) undocumented.push(`${type.name}.${field.name}`);
          for (const arg of field.args) if (!arg.description) undocumented.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    expect(undocumented).toEqual([]);
    const names = types.map((type) => type.name);
    expect(names).toEqual(expect.arrayContaining(['Game', 'GameView', 'CommandResult', 'HistoryPage', 'ReplayFrame', 'LiveEvent', 'JSON']));
  });
});
