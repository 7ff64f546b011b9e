import type { ApiClient } from '@wargames/api/testing/api-client';
import { backends } from './support/backends';
import { newSeatedGame } from './support/seated-game';
import { startServer, type Server } from './support/server';

const SUBMIT = `mutation($gameId: ID!, $commandId: String!, $expectedVersion: Int, $command: JSON!) {
  submitCommand(gameId: $gameId, commandId: $commandId, expectedVersion: $expectedVersion, command: $command) {
    version events { seq actor event } view { pending status outcome { winner reason rule message } } legal
  }
}`;
const LEGAL = 'query($gameId: ID!) { legalCommands(gameId: $gameId) { role version commands anytime } }';

describe.each(backends)('resigning over HTTP on $name', (backend) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.close());

  it('Graf Spee by REST: a seat may resign, even while the game waits for the other; the other wins, and the game is over for every reader', async () => {
    const { gameId, seats } = await newSeatedGame(server, 'graf-spee');
    const german = seats['german'] as ApiClient;
    const british = seats['british'] as ApiClient;

    // The German sets up first (GS-3.4): resign is his last legal command; the waiting British has none, but both
    // find it among what they may send at any time, and a spectator finds nothing.
    const legal = (await german.get(`/api/games/${gameId}/legal`)).body;
    expect(legal.commands.at(-1)).toEqual({ type: 'resign' });
    expect(legal.commands.length).toBeGreaterThan(1);
    expect(legal.anytime).toEqual([{ type: 'resign' }]);
    expect((await british.get(`/api/games/${gameId}/legal`)).body).toMatchObject({ commands: [], anytime: [{ type: 'resign' }] });
    expect((await server.anonymous.get(`/api/games/${gameId}/legal`)).body).toMatchObject({ role: null, commands: [], anytime: [] });

    // A resign command with anything else in it is malformed, and nothing is stored.
    const malformed = await german.post(`/api/games/${gameId}/commands`, { commandId: 'german-bad', command: { type: 'resign', winner: 'german' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'ERR_MALFORMED_COMMAND' });
    expect((await server.anonymous.get(`/api/games/${gameId}`)).body).toMatchObject({ version: legal.version, status: 'active' });

    // One legal move; the game still waits for the German (his supply ships, GS-3.2), and the British resigns.
    const placed = await german.post(`/api/games/${gameId}/commands`, { commandId: 'german-1', expectedVersion: legal.version, command: legal.commands[0] });
    expect(placed.status).toBe(201);
    expect((await british.get(`/api/games/${gameId}/legal`)).body.commands).toEqual([]);
    const resigned = await british.post(`/api/games/${gameId}/commands`, { commandId: 'british-resign', expectedVersion: placed.body.version, command: { type: 'resign' } });
    expect(resigned.status).toBe(201);
    expect(resigned.body.events.map((entry: { event: unknown }) => entry.event)).toEqual([{ type: 'resigned', role: 'british' }]);
    const outcome = { winner: 'german', reason: 'resigned', rule: 'resign', message: 'The British player resigned: German victory.' };
    expect(resigned.body.view).toMatchObject({ status: 'ended', pending: [], yourTurn: false, outcome });

    // Over for everyone: the summary, both seats' legal commands, a further command, a second resignation.
    const summary = (await server.anonymous.get(`/api/games/${gameId}`)).body;
    expect(summary).toMatchObject({ status: 'ended', pending: [], outcome });
    expect(summary.endedAt).not.toBeNull();
    for (const seat of [german, british]) expect((await seat.get(`/api/games/${gameId}/legal`)).body).toMatchObject({ commands: [], anytime: [] });
    const after = await german.post(`/api/games/${gameId}/commands`, { commandId: 'german-after', command: { type: 'resign' } });
    expect(after.status).toBe(409);
    expect(after.body).toMatchObject({ code: 'ERR_GAME_OVER' });

    // The German, a spectator and the lifted fog all read the resignation, whole; the replay ends on it.
    for (const reader of [german, server.anonymous]) {
      const history = (await reader.get(`/api/games/${gameId}/history?format=ndjson`)).text.trim().split('\n').map((line) => JSON.parse(line));
      expect(history.at(-1)).toMatchObject({ actor: 'british', event: { type: 'resigned', role: 'british' } });
    }
    const steps = (await server.anonymous.get(`/api/games/${gameId}/replay/0?perspective=omniscient`)).body.steps as number;
    const last = (await server.anonymous.get(`/api/games/${gameId}/replay/${steps}?perspective=omniscient`)).body;
    expect(last).toMatchObject({ outcome, pending: [] });
    // The position the game was resigned in, as the game itself shows it: the Spee placed, nothing else.
    expect(last.view).toEqual((await server.anonymous.get(`/api/games/${gameId}/view?perspective=omniscient`)).body.view);

    // Exported and imported: the engine decides the resignation again and gets the same outcome.
    const record = await server.anonymous.get(`/api/games/${gameId}/record`);
    expect(record.status).toBe(200);
    const imported = await server.anonymous.post('/api/records', record.body);
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ gameType: 'graf-spee', status: 'ended', outcome });
  });

  it('Arras by GraphQL: the side to move resigns, the other wins; the answer lists no command', async () => {
    const { gameId, seats } = await newSeatedGame(server, 'arras');
    const pending = (await server.anonymous.get(`/api/games/${gameId}`)).body.pending as string[];
    expect(pending).toHaveLength(1);
    const mover = pending[0] as string;
    const other = Object.keys(seats).find((role) => role !== mover) as string;
    const legal = (await (seats[mover] as ApiClient).graphql(LEGAL, { gameId })).body.data.legalCommands;
    expect(legal.commands.at(-1)).toEqual({ type: 'resign' });
    expect(legal.anytime).toEqual([{ type: 'resign' }]);
    expect((await (seats[other] as ApiClient).graphql(LEGAL, { gameId })).body.data.legalCommands).toMatchObject({ commands: [], anytime: [{ type: 'resign' }] });

    const answer = await (seats[mover] as ApiClient).graphql(SUBMIT, { gameId, commandId: 'resign', expectedVersion: legal.version, command: { type: 'resign' } });
    expect(answer.body.errors).toBeUndefined();
    const result = answer.body.data.submitCommand;
    expect(result.events.map((entry: { event: unknown }) => entry.event)).toEqual([{ type: 'resigned', role: mover }]);
    expect(result.view).toMatchObject({ status: 'ended', pending: [], outcome: { winner: other, reason: 'resigned', rule: 'resign' } });
    expect(result.legal).toEqual([]);

    expect((await (seats[other] as ApiClient).graphql(LEGAL, { gameId })).body.data.legalCommands).toMatchObject({ commands: [], anytime: [] });
    const again = await (seats[other] as ApiClient).graphql(SUBMIT, { gameId, commandId: 'late', command: { type: 'resign' } });
    expect(again.body.errors?.[0]?.extensions).toMatchObject({ code: 'ERR_GAME_OVER' });
  });

  it('against a computer: the person resigns on his move and the bot never does', async () => {
    const created = await server.anonymous.post('/api/games', { gameType: 'arras', options: {}, bots: { german: 'random' } });
    expect(created.status).toBe(201);
    const gameId = created.body.id as string;
    const person = server.anonymous.as((await server.anonymous.post(`/api/games/${gameId}/seats/allied`)).body.token);
    // The Allies play their moves until the bot has had its turn (the person then waits: no legal command), then resign.
    let botMoved = false;
    let resigned: { view: unknown } | null = null;
    for (let sent = 0; !resigned && sent < 2000; sent++) {
      const legal = (await person.get(`/api/games/${gameId}/legal`)).body;
      if (legal.commands.length === 0) {
        botMoved = true;
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      const command = botMoved ? { type: 'resign' } : legal.commands.find((each: { type: string }) => each.type !== 'resign');
      const answer = await person.post(`/api/games/${gameId}/commands`, { commandId: `allied-${sent}`, expectedVersion: legal.version, command });
      expect([201, 409]).toContain(answer.status);
      if (answer.status === 201 && botMoved) resigned = answer.body;
    }
    expect(resigned?.view).toMatchObject({ status: 'ended', outcome: { winner: 'german', reason: 'resigned' } });
    const history = (await server.anonymous.get(`/api/games/${gameId}/history?format=ndjson`)).text.trim().split('\n').map((line) => JSON.parse(line));
    expect(history.filter((entry) => entry.event.type === 'resigned')).toEqual([expect.objectContaining({ actor: 'allied' })]);
    expect(history.some((entry) => entry.actor === 'german')).toBe(true);
  });
});
