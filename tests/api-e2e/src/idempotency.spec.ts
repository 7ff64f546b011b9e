import type { ApiClient } from '@wargames/api/testing/api-client';
import { backends } from './support/backends';
import { startServer, type Server } from './support/server';

const SUBMIT = `mutation($gameId: ID!, $commandId: String!, $expectedVersion: Int, $command: JSON!) {
  submitCommand(gameId: $gameId, commandId: $commandId, expectedVersion: $expectedVersion, command: $command) {
    gameId commandId duplicate version events { seq actor event }
    view { gameId gameType viewer role version status pending yourTurn outcome { winner reason rule message } view }
    legal
  }
}`;

describe.each(backends)('idempotent retries on $name', (backend) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.close());

  async function newGame() {
    const gameId = (await server.anonymous.post('/api/games', { gameType: 'graf-spee' })).body.id as string;
    const german = server.anonymous.as((await server.anonymous.post(`/api/games/${gameId}/seats/german`)).body.token);
    const british = server.anonymous.as((await server.anonymous.post(`/api/games/${gameId}/seats/british`)).body.token);
    return { gameId, german, british };
  }

  const versionOf = async (gameId: string) => (await server.anonymous.get(`/api/games/${gameId}`)).body.version as number;
  const historyOf = async (client: ApiClient, gameId: string) => (await client.get(`/api/games/${gameId}/history?format=ndjson`)).text;

  it('a retried command answers its first result, by REST or GraphQL, and is stored once', async () => {
    const { gameId, german, british } = await newGame();
    const body = { commandId: 'place-the-spee', expectedVersion: 0, command: { type: 'place-spee', speeHex: 'B3' } };
    const first = await german.post(`/api/games/${gameId}/commands`, body);
    expect(first.status).toBe(201);
    const version = await versionOf(gameId);
    const history = await historyOf(german, gameId);

    const again = await german.post(`/api/games/${gameId}/commands`, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, duplicate: true });
    const viaGraphql = await german.graphql(SUBMIT, { gameId, ...body });
    expect(viaGraphql.body.data.submitCommand).toEqual({ ...first.body, duplicate: true });

    // The game moves on (GS-3.4: the German completes his setup, then the British deploys); a late retry still answers
    // the first result, as of its own version.
    for (const [index, supplyHex] of ['C4', 'D2', 'E5'].entries()) {
      expect((await german.post(`/api/games/${gameId}/commands`, { commandId: `supply-${index}`, command: { type: 'place-supply-ship', supplyHex } })).status).toBe(201);
    }
    const legal = (await british.get(`/api/games/${gameId}/legal`)).body;
    expect((await british.post(`/api/games/${gameId}/commands`, { commandId: 'deploy', expectedVersion: legal.version, command: legal.commands[0] })).status).toBe(201);
    const late = await german.post(`/api/games/${gameId}/commands`, body);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ duplicate: true, version: first.body.version, events: first.body.events });
    expect(late.body.view.version).toBe(first.body.version);

    // The same command in another key order is the same command; another command under the same id is refused.
    const reordered = await german.post(`/api/games/${gameId}/commands`, { ...body, command: { speeHex: 'B3', type: 'place-spee' } });
    expect(reordered).toMatchObject({ status: 200, body: { duplicate: true, events: first.body.events } });
    const sameIdOtherBody = await german.post(`/api/games/${gameId}/commands`, { ...body, command: { type: 'place-spee', speeHex: 'A1' } });
    expect(sameIdOtherBody).toMatchObject({ status: 409, body: { code: 'ERR_COMMAND_ID_REUSED', rule: 'commandId' } });
    const otherSeat = await british.post(`/api/games/${gameId}/commands`, body);
    expect(otherSeat).toMatchObject({ status: 409, body: { code: 'ERR_COMMAND_ID_REUSED' } });

    expect(await versionOf(gameId)).toBeGreaterThan(version);
    const germanHistory = await historyOf(german, gameId);
    expect(germanHistory.startsWith(history)).toBe(true);
    expect(germanHistory.match(/"speeHex":"B3"/g)).toHaveLength(1);
  });

  it('ten simultaneous sends of one command store it once and all answer the same result', async () => {
    const { gameId, german } = await newGame();
    const body = { commandId: 'one-spee', command: { type: 'place-spee', speeHex: 'A4' } };
    const responses = await Promise.all(Array.from({ length: 10 }, () => german.post(`/api/games/${gameId}/commands`, body)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const created = responses.find((response) => response.status === 201)?.body;
    for (const response of responses) expect({ ...response.body, duplicate: false }).toEqual(created);
    const history = (await historyOf(german, gameId)).trim().split('\n');
    expect(history).toHaveLength(created.events.length);
    expect(await versionOf(gameId)).toBe(created.version);
  });
});
