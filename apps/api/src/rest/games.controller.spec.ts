import { ApiClient, openSse, readSse } from '../testing/api-client';
import type { InMemoryEventStore } from '../testing/in-memory-event-store';
import { startTestApp, type TestApp } from '../testing/start-test-app';
import { pollUntil } from '../testing/poll-until';

describe('REST API (hide-and-seek test game, in-memory store)', () => {
  let app: TestApp;
  let anonymous: ApiClient;

  beforeAll(async () => {
    app = await startTestApp();
    anonymous = new ApiClient(app.url);
  });
  afterAll(() => app.close());

  async function seatedGame(rounds = 2) {
    const created = await anonymous.post('/api/games', { gameType: 'hide-and-seek', options: { rounds } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const hider = anonymous.as((await anonymous.post(`/api/games/${id}/seats/hider`)).body.token);
    const seeker = anonymous.as((await anonymous.post(`/api/games/${id}/seats/seeker`)).body.token);
    return { id, hider, seeker };
  }

  it('creates, lists and opens games', async () => {
    const { id } = await seatedGame(3);
    const opened = await anonymous.get(`/api/games/${id}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id, gameType: 'hide-and-seek', options: { rounds: 3 }, status: 'active', version: 0, pending: ['hider'] });
    expect(opened.body.seats).toEqual([{ role: 'hider', claimed: true, invited: false, bot: null }, { role: 'seeker', claimed: true, invited: false, bot: null }]);
    const listed = await anonymous.get('/api/games?gameType=hide-and-seek&status=active&limit=100');
    expect(listed.body.map((game: { id: string }) => game.id)).toContain(id);
  });

  it('lists the games with a free seat apart from those whose every seat is held', async () => {
    const { id: full } = await seatedGame();
    const open = (await anonymous.post('/api/games', { gameType: 'hide-and-seek', options: {} })).body.id as string;
    await anonymous.post(`/api/games/${open}/seats/seeker`);
    const ids = async (seating: string) => (await anonymous.get(`/api/games?status=active&seating=${seating}&limit=100`)).body.map((game: { id: string }) => game.id);
    expect(await ids('open')).toContain(open);
    expect(await ids('open')).not.toContain(full);
    expect(await ids('full')).toContain(full);
    expect(await ids('full')).not.toContain(open);
  });

  it('serves each game type with the JSON Schema of its commands and options', async () => {
    const type = await anonymous.get('/api/game-types/hide-and-seek');
    expect(type.body).toMatchObject({ id: 'hide-and-seek', roles: ['hider', 'seeker'] });
    const schema = await anonymous.get('/api/game-types/hide-and-seek/command-schema');
    expect(schema.body.oneOf).toHaveLength(2);
    expect((await anonymous.get('/api/game-types/hide-and-seek/options-schema')).body.properties.rounds).toMatchObject({ type: 'integer' });
    expect((await anonymous.get('/api/game-types/hide-and-seek/view-schema')).body).toMatchObject({ type: 'object', properties: { step: { enum: ['hide', 'seek', 'ended'] } } });
    expect((await anonymous.get('/api/game-types/hide-and-seek/event-schema')).body.oneOf).toHaveLength(2);
    expect(type.body).toMatchObject({ viewSchema: { type: 'object' }, eventSchema: { oneOf: expect.any(Array) }, steps: [{ id: 'hide', rule: 'T-1' }, { id: 'seek' }, { id: 'ended' }] });
    expect(await anonymous.get('/api/game-types/chess/view-schema')).toMatchObject({ status: 404, body: { code: 'ERR_UNKNOWN_GAME_TYPE' } });
    expect(await anonymous.get('/api/game-types/chess')).toMatchObject({ status: 404, body: { code: 'ERR_UNKNOWN_GAME_TYPE' } });
  });

  it('plays a command: 201 with the caller’s events and view, 200 with the first result on retry', async () => {
    const { id, hider, seeker } = await seatedGame();
    const command = { commandId: 'hide-1', expectedVersion: 0, command: { type: 'hide', cell: 5 } };
    const first = await hider.post(`/api/games/${id}/commands`, command);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ duplicate: false, version: 2, events: [{ seq: 2, actor: 'hider', event: { type: 'hidden', cell: 5 } }], view: { yourTurn: false } });
    const retry = await hider.post(`/api/games/${id}/commands`, command);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ ...first.body, duplicate: true });
    expect(first.body.legal).toEqual([]);
    const reordered = await hider.post(`/api/games/${id}/commands`, { ...command, command: { cell: 5, type: 'hide' } });
    expect(reordered).toMatchObject({ status: 200, body: { duplicate: true, version: 2 } });
    const another = await hider.post(`/api/games/${id}/commands`, { ...command, command: { type: 'hide', cell: 6 } });
    expect(another).toMatchObject({ status: 409, body: { code: 'ERR_COMMAND_ID_REUSED', rule: 'commandId' } });

    const seekerView = await seeker.get(`/api/games/${id}/view`);
    expect(seekerView.body).toMatchObject({ viewer: 'seeker', role: 'seeker', yourTurn: true, view: { tokenHidden: true } });
    expect(seekerView.text).not.toMatch(/hiddenAt|decoy/);
    const legal = await seeker.get(`/api/games/${id}/legal`);
    expect(legal.body).toMatchObject({ role: 'seeker', version: 2 });
    expect(legal.body.commands).toHaveLength(9);
    expect((await anonymous.get(`/api/games/${id}/legal`)).body.commands).toEqual([]);
  });

  it('pages the redacted history as JSON and streams it as NDJSON', async () => {
    const { id, hider, seeker } = await seatedGame();
    await hider.post(`/api/games/${id}/commands`, { commandId: 'h1', command: { type: 'hide', cell: 1 } });
    await seeker.post(`/api/games/${id}/commands`, { commandId: 's1', command: { type: 'seek', cell: 2 } });
    await hider.post(`/api/games/${id}/commands`, { commandId: 'h2', command: { type: 'hide', cell: 3 } });
    const page = await seeker.get(`/api/games/${id}/history?limit=2`);
    expect(page.body).toMatchObject({ viewer: 'seeker', hasMore: true, nextAfterSeq: 4 });
    expect(page.body.entries.map((entry: { seq: number }) => entry.seq)).toEqual([2, 4]);
    const next = await seeker.get(`/api/games/${id}/history?afterSeq=${page.body.nextAfterSeq}`);
    expect(next.body).toMatchObject({ hasMore: false, entries: [{ seq: 6, event: { type: 'hidden', round: 2 } }] });

    const ndjson = await seeker.get(`/api/games/${id}/history?format=ndjson`);
    expect(ndjson.headers.get('content-type')).toMatch(/application\/x-ndjson/);
    const lines = ndjson.text.trim().split('\n').map((line) => JSON.parse(line));
    expect(lines.map((line) => line.seq)).toEqual([2, 4, 6]);
    expect(ndjson.text).not.toMatch(/hiddenAt|decoy/);
    const byAccept = await seeker.get(`/api/games/${id}/history?afterSeq=2`, { accept: 'application/x-ndjson' });
    expect(byAccept.text.trim().split('\n')).toHaveLength(2);
    expect((await hider.get(`/api/games/${id}/history?format=ndjson`)).text).toContain('"cell":3');
    // A streamed answer is written past Fastify's reply, with the headers it had set: a browser on another origin reads it.
    const crossOrigin = await seeker.get(`/api/games/${id}/history?format=ndjson`, { origin: 'https://elsewhere.example' });
    expect(crossOrigin.headers.get('access-control-allow-origin')).toBe('https://elsewhere.example');
    expect(crossOrigin.text.trim().split('\n')).toHaveLength(3);
  });

  it('replays frames: own perspective while running, omniscient after the end, and exports and imports the record', async () => {
    const { id, hider, seeker } = await seatedGame(1);
    await hider.post(`/api/games/${id}/commands`, { commandId: 'h1', command: { type: 'hide', cell: 4 } });
    expect((await seeker.get(`/api/games/${id}/replay/1`)).body).toMatchObject({ step: 1, steps: 1, perspective: 'seeker', actor: 'hider' });
    expect(await seeker.get(`/api/games/${id}/replay/1?perspective=omniscient`)).toMatchObject({ status: 403, body: { code: 'ERR_PERSPECTIVE_FORBIDDEN' } });
    expect(await anonymous.get(`/api/games/${id}/record`)).toMatchObject({ status: 409, body: { code: 'ERR_GAME_NOT_ENDED' } });
    expect(await seeker.get(`/api/games/${id}/replay/x`)).toMatchObject({ status: 400, body: { code: 'ERR_BAD_REQUEST', rule: 'step' } });

    await seeker.post(`/api/games/${id}/commands`, { commandId: 's1', command: { type: 'seek', cell: 0 } });
    const omniscient = await anonymous.get(`/api/games/${id}/replay/1?perspective=omniscient`);
    expect(omniscient.body).toMatchObject({ perspective: 'omniscient', view: { hiddenAt: 4 } });
    const record = await anonymous.get(`/api/games/${id}/record`);
    expect(record.body).toMatchObject({ format: 'wargames-record', gameType: 'hide-and-seek', steps: [{ actor: 'hider' }, { actor: 'seeker' }] });
    const imported = await anonymous.post('/api/records', record.body);
    expect(imported).toMatchObject({ status: 201, body: { status: 'ended', outcome: record.body.outcome, imported: true } });
    expect((await anonymous.get(`/api/games/${id}`)).body.imported).toBe(false);
    const importedIds = (await anonymous.get('/api/games?imported=true&limit=100')).body.map((game: { id: string }) => game.id);
    expect(importedIds).toContain(imported.body.id);
    expect(importedIds).not.toContain(id);
    expect((await anonymous.get('/api/games?imported=false&limit=100')).body.map((game: { id: string }) => game.id)).toContain(id);
    expect((await anonymous.get(`/api/games/${imported.body.id}/record`)).body.exportedFrom).toMatchObject({ imported: true });
    expect(await anonymous.get('/api/games?imported=yes')).toMatchObject({ status: 400, body: { code: 'ERR_BAD_REQUEST', rule: 'imported' } });
    record.body.steps[0].command.cell = 5;
    expect(await anonymous.post('/api/records', record.body)).toMatchObject({ status: 422, body: { code: 'ERR_ILLEGAL_RECORD', rule: 'steps.0' } });
  });

  it('dates a game by its end once it is over (endedAt): null while it runs, then the time of the command that ended it, in REST and GraphQL', async () => {
    const first = await seatedGame(1);
    const second = await seatedGame(1);
    expect((await anonymous.get(`/api/games/${first.id}`)).body).toMatchObject({ status: 'active', endedAt: null });
    // The game created second ends first: the finished list goes by the end, the latest first, not by the start.
    for (const game of [second, first]) {
      await game.hider.post(`/api/games/${game.id}/commands`, { commandId: 'h1', command: { type: 'hide', cell: 4 } });
      await new Promise((resolve) => setTimeout(resolve, 5));
      await game.seeker.post(`/api/games/${game.id}/commands`, { commandId: 's1', command: { type: 'seek', cell: 0 } });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const [endedFirst, endedSecond] = await Promise.all([second, first].map(async (game) => (await anonymous.get(`/api/games/${game.id}`)).body));
    expect(endedFirst).toMatchObject({ status: 'ended', endedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(Date.parse(endedFirst.endedAt)).toBeGreaterThan(Date.parse(endedFirst.createdAt));
    expect(Date.parse(endedSecond.endedAt)).toBeGreaterThan(Date.parse(endedFirst.endedAt));
    const listed = (await anonymous.get('/api/games?status=ended&limit=100')).body as { id: string; endedAt: string }[];
    expect(listed.map((game) => game.id).indexOf(first.id)).toBeLessThan(listed.map((game) => game.id).indexOf(second.id));
    const viaGraphql = await anonymous.graphql<{ games: { id: string; endedAt: string | null }[] }>('query { games(status: "ended", limit: 100) { id endedAt } }');
    expect(viaGraphql.body.data?.games).toEqual(listed.map((game) => ({ id: game.id, endedAt: game.endedAt })));
  });

  it('says when a game last had a command stored (lastMoveAt): null before the first, then each stored command’s time, in REST and GraphQL', async () => {
    const game = await seatedGame(1);
    expect((await anonymous.get(`/api/games/${game.id}`)).body).toMatchObject({ status: 'active', lastMoveAt: null });
    await game.hider.post(`/api/games/${game.id}/commands`, { commandId: 'h1', command: { type: 'hide', cell: 4 } });
    const hidden = (await anonymous.get(`/api/games/${game.id}`)).body;
    expect(hidden).toMatchObject({ status: 'active', lastMoveAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(Date.parse(hidden.lastMoveAt)).toBeGreaterThanOrEqual(Date.parse(hidden.createdAt));
    // A command that is refused stores nothing and moves nothing.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await game.hider.post(`/api/games/${game.id}/commands`, { commandId: 'h2', command: { type: 'hide', cell: 5 } })).status).toBeGreaterThanOrEqual(400);
    expect((await anonymous.get(`/api/games/${game.id}`)).body.lastMoveAt).toBe(hidden.lastMoveAt);
    await game.seeker.post(`/api/games/${game.id}/commands`, { commandId: 's1', command: { type: 'seek', cell: 0 } });
    const sought = (await anonymous.get(`/api/games/${game.id}`)).body;
    expect(Date.parse(sought.lastMoveAt)).toBeGreaterThan(Date.parse(hidden.lastMoveAt));
    // The last command ended this one-round game: its last move is its end.
    expect(sought).toMatchObject({ status: 'ended', lastMoveAt: sought.endedAt });
    const viaGraphql = await anonymous.graphql<{ game: { lastMoveAt: string | null } }>(`query { game(gameId: "${game.id}") { lastMoveAt } }`);
    expect(viaGraphql.body.data?.game.lastMoveAt).toBe(sought.lastMoveAt);
  });

  it('pushes live events over SSE, redacted for the caller, and ends with the game', async () => {
    const { id, hider, seeker } = await seatedGame(1);
    const seekerStream = readSse(`${app.url}/api/games/${id}/events`, { token: seeker.token, until: (messages) => messages.some((message) => message.event === 'end') });
    const hiderStream = readSse(`${app.url}/api/games/${id}/events?access_token=${hider.token}`, { until: (messages) => messages.some((message) => message.event === 'end') });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await hider.post(`/api/games/${id}/commands`, { commandId: 'h1', command: { type: 'hide', cell: 4 } });
    await seeker.post(`/api/games/${id}/commands`, { commandId: 's1', command: { type: 'seek', cell: 3 } });
    const seen = await seekerStream;
    expect(seen.status).toBe(200);
    expect(seen.contentType).toMatch(/text\/event-stream/);
    expect(seen.messages.map((message) => [message.event, message.id, message.data.event?.type])).toEqual([
      ['game-event', '2', 'hidden'],
      ['game-event', '4', 'sought'],
      ['end', undefined, undefined],
    ]);
    expect(seen.raw).not.toMatch(/hiddenAt|decoy/);
    expect((await hiderStream).messages[0]?.data.event).toMatchObject({ cell: 4, decoy: expect.any(Number) });
    const resumed = await readSse(`${app.url}/api/games/${id}/events`, { token: seeker.token, headers: { 'last-event-id': '2' }, until: (messages) => messages.some((message) => message.event === 'end') });
    expect(resumed.messages.map((message) => message.id)).toEqual(['4', undefined]);
    const refused = await readSse(`${app.url}/api/games/${id}/events`, { token: 'wgs_' + 'x'.repeat(43) });
    expect(refused.status).toBe(401);
  });

  it('lets go of a live feed when its SSE client goes away', async () => {
    const { id, seeker } = await seatedGame(1);
    const store = app.store as InMemoryEventStore;
    const before = store.listenerCount;
    const settle = (condition: () => boolean) => pollUntil(condition, 30_000, 20);
    const stream = openSse(`${app.url}/api/games/${id}/events`, { token: seeker.token, timeoutMs: 5000 });
    await settle(() => store.listenerCount > before);
    expect(store.listenerCount).toBe(before + 1);
    stream.close();
    await stream.done;
    await settle(() => store.listenerCount === before);
    expect(store.listenerCount).toBe(before);
  });

  describe('malformed input gets the documented error and changes nothing', () => {
    it.each([
      ['bad JSON', { raw: '{"gameType": ' }, 400, 'ERR_BAD_JSON'],
      ['a JSON scalar body', { raw: '"hide-and-seek"' }, 400, 'ERR_BAD_JSON'],
      ['an empty body', { raw: '' }, 400, 'ERR_BAD_REQUEST'],
      ['a text body', { raw: 'gameType=hide-and-seek', headers: { 'content-type': 'text/plain' } }, 415, 'ERR_UNSUPPORTED_MEDIA_TYPE'],
      ['a missing gameType', { body: { options: {} } }, 400, 'ERR_BAD_REQUEST'],
      ['an unknown field', { body: { gameType: 'hide-and-seek', colour: 'red' } }, 400, 'ERR_BAD_REQUEST'],
      ['an unknown game type', { body: { gameType: 'chess' } }, 404, 'ERR_UNKNOWN_GAME_TYPE'],
      ['malformed options', { body: { gameType: 'hide-and-seek', options: { rounds: 99 } } }, 400, 'ERR_MALFORMED_OPTIONS'],
      ['a body over the size limit', { body: { gameType: 'hide-and-seek', options: { pad: 'x'.repeat(1_100_000) } } }, 413, 'ERR_PAYLOAD_TOO_LARGE'],
    ])('creating a game with %s', async (_name, options, status, code) => {
      const before = (await anonymous.get('/api/games?limit=100')).body.length;
      const response = await anonymous.request('POST', '/api/games', options);
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ code, status, rule: expect.any(String), message: expect.any(String) });
      expect((await anonymous.get('/api/games?limit=100')).body.length).toBe(before);
    });

    it('commands: wrong seat, no seat, stale version, malformed, unknown game, bad token', async () => {
      const { id, hider, seeker } = await seatedGame();
      const send = (client: ApiClient, body: unknown, gameId = id) => client.request('POST', `/api/games/${gameId}/commands`, { body });
      const cases: [string, Promise<{ status: number; body: { code: string } }>, number, string][] = [
        ['seeker out of turn', send(seeker, { commandId: 'a', command: { type: 'seek', cell: 1 } }), 422, 'ERR_NOT_YOUR_TURN'],
        ['spectator', send(anonymous, { commandId: 'b', command: { type: 'hide', cell: 1 } }), 403, 'ERR_NOT_A_PLAYER'],
        ['stale version', send(hider, { commandId: 'c', expectedVersion: 3, command: { type: 'hide', cell: 1 } }), 409, 'ERR_STALE_VERSION'],
        ['malformed command', send(hider, { commandId: 'd', command: { type: 'hide', cell: 'middle' } }), 400, 'ERR_MALFORMED_COMMAND'],
        ['unknown command', send(hider, { commandId: 'e', command: { type: 'dig' } }), 400, 'ERR_MALFORMED_COMMAND'],
        ['missing commandId', send(hider, { command: { type: 'hide', cell: 1 } }), 400, 'ERR_BAD_REQUEST'],
        ['negative expectedVersion', send(hider, { commandId: 'f', expectedVersion: -1, command: { type: 'hide', cell: 1 } }), 400, 'ERR_BAD_REQUEST'],
        ['unknown game', send(hider, { commandId: 'g', command: { type: 'hide', cell: 1 } }, 'nope'), 404, 'ERR_GAME_NOT_FOUND'],
        ['malformed Authorization', anonymous.request('POST', `/api/games/${id}/commands`, { body: { commandId: 'h', command: {} }, headers: { authorization: 'Bearer nope' } }), 401, 'ERR_UNAUTHENTICATED'],
        ['unknown token', send(anonymous.as('wgs_' + 'y'.repeat(43)), { commandId: 'i', command: { type: 'hide', cell: 1 } }), 401, 'ERR_UNAUTHENTICATED'],
      ];
      for (const [name, promise, status, code] of cases) {
        const response = await promise;
        expect({ name, status: response.status, code: response.body.code }).toEqual({ name, status, code });
      }
      const other = await seatedGame();
      expect((await send(other.hider, { commandId: 'j', command: { type: 'hide', cell: 1 } })).body).toMatchObject({ code: 'ERR_UNAUTHENTICATED', status: 401 });
      expect((await anonymous.get(`/api/games/${id}`)).body.version).toBe(0);
    });

    it('seats, queries and routes', async () => {
      const { id } = await seatedGame();
      expect(await anonymous.post(`/api/games/${id}/seats/hider`)).toMatchObject({ status: 409, body: { code: 'ERR_SEAT_TAKEN' } });
      expect(await anonymous.post(`/api/games/${id}/seats/umpire`)).toMatchObject({ status: 404, body: { code: 'ERR_UNKNOWN_ROLE' } });
      expect(await anonymous.get(`/api/games/${id}/history?limit=0`)).toMatchObject({ status: 400, body: { code: 'ERR_BAD_REQUEST', rule: 'limit' } });
      expect(await anonymous.get(`/api/games/${id}/history?colour=red`)).toMatchObject({ status: 400, body: { code: 'ERR_BAD_REQUEST', rule: 'colour' } });
      expect(await anonymous.get(`/api/games?status=paused`)).toMatchObject({ status: 400, body: { code: 'ERR_BAD_REQUEST', rule: 'status' } });
      expect(await anonymous.get(`/api/games/${id}/view?perspective=hider`)).toMatchObject({ status: 403, body: { code: 'ERR_PERSPECTIVE_FORBIDDEN' } });
      expect(await anonymous.get('/api/nowhere')).toMatchObject({ status: 404, body: { code: 'ERR_ROUTE_NOT_FOUND' } });
      expect(await anonymous.get('/api/games/%E0%A4%A')).toMatchObject({ status: 400, body: { code: 'ERR_BAD_REQUEST' } });
      expect(await anonymous.post('/api/records', { format: 'pgn' })).toMatchObject({ status: 400, body: { code: 'ERR_MALFORMED_RECORD', rule: 'format' } });
    });
  });

  it('serves the OpenAPI document and Swagger UI offline, and health checks', async () => {
    const document = await anonymous.get('/api/openapi.json');
    expect(document.status).toBe(200);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/api/games', '/api/games/{id}/commands', '/api/games/{id}/history', '/api/games/{id}/events', '/api/games/{id}/replay/{step}', '/api/records', '/health/ready']),
    );
    expect(document.body.info.description).toContain('ERR_STALE_VERSION');
    expect(document.body.components.schemas).toHaveProperty('CommandResultModel');
    const ui = await anonymous.get('/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.text).toMatch(/swagger-ui/i);
    expect(ui.text).not.toMatch(/(src|href)="https?:/i);
    expect((await anonymous.get('/api/docs/swagger-ui-bundle.js')).status).toBe(200);
    expect(await anonymous.get('/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await anonymous.get('/health/ready')).toMatchObject({ status: 200, body: { status: 'ok', info: { database: { status: 'up' } } } });
  });

  it('never logs a token, a command or a view', async () => {
    const { id, hider } = await seatedGame();
    await hider.post(`/api/games/${id}/commands`, { commandId: 'secret-move', command: { type: 'hide', cell: 8 } });
    await hider.get(`/api/games/${id}/view`);
    await readSse(`${app.url}/api/games/${id}/events?access_token=${hider.token}`, { timeoutMs: 200 });
    const logs = app.logs.join('\n');
    expect(logs).toContain(`/api/games/${id}/commands`);
    expect(logs).not.toContain(hider.token);
    expect(logs).not.toContain(hider.token?.slice(4, 20));
    expect(logs).not.toMatch(/"cell"|hiddenAt|decoy/);
  });
});
