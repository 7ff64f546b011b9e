import type { ApiClient } from '@wargames/api/testing/api-client';
import { backends } from './support/backends';
import { newGame } from './support/seated-game';
import { startServer, type Server } from './support/server';

const SUBMIT = `mutation($gameId: ID!, $commandId: String!, $command: JSON!) {
  submitCommand(gameId: $gameId, commandId: $commandId, command: $command) { version events { actor event } view { status outcome { winner reason rule message } } }
}`;
const LEGAL = 'query($gameId: ID!) { legalCommands(gameId: $gameId) { role version commands anytime } }';

describe.each(backends)('calling a game off over HTTP on $name', (backend) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.close());

  const create = (gameType: string, bots: Record<string, string> = {}) => newGame(server, gameType, bots);
  const seat = async (gameId: string, role: string): Promise<ApiClient> => {
    const claim = await server.anonymous.post(`/api/games/${gameId}/seats/${role}`);
    expect(claim.status).toBe(201);
    return server.anonymous.as(claim.body.token);
  };
  const openGames = async () => ((await server.anonymous.get('/api/games?status=active&seating=open&limit=100')).body as { id: string }[]).map((game) => game.id);

  it('Graf Spee by REST: alone at the table after a move, the German calls the game off: no result, no open seat left, the seat no longer claimable', async () => {
    const gameId = await create('graf-spee');
    const german = await seat(gameId, 'german');
    const legal = (await german.get(`/api/games/${gameId}/legal`)).body;
    // Offered among what she may send at any time, after resigning; never among the moves, and not to a spectator.
    expect(legal.anytime).toEqual([{ type: 'resign' }, { type: 'abort' }]);
    expect(legal.commands.some((command: { type: string }) => command.type === 'abort')).toBe(false);
    expect((await server.anonymous.get(`/api/games/${gameId}/legal`)).body).toMatchObject({ role: null, anytime: [] });
    const placed = await german.post(`/api/games/${gameId}/commands`, { commandId: 'german-1', command: legal.commands[0] });
    expect(placed.status).toBe(201);
    expect(await openGames()).toContain(gameId);

    // With anything else in it the command is malformed, and nothing is stored.
    const malformed = await german.post(`/api/games/${gameId}/commands`, { commandId: 'german-bad', command: { type: 'abort', reason: 'nobody came' } });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'ERR_MALFORMED_COMMAND', rule: 'command' } });
    expect((await server.anonymous.get(`/api/games/${gameId}`)).body).toMatchObject({ version: placed.body.version, status: 'active' });

    const aborted = await german.post(`/api/games/${gameId}/commands`, { commandId: 'german-abort', command: { type: 'abort' } });
    expect(aborted.status).toBe(201);
    expect(aborted.body.events).toEqual([expect.objectContaining({ actor: 'german', event: { type: 'aborted', role: 'german' } })]);
    const outcome = { winner: null, reason: 'aborted', rule: 'abort', message: 'The German player called the game off while the British seat was empty: no result.' };
    expect(aborted.body.view).toMatchObject({ status: 'ended', pending: [], outcome });

    const summary = (await server.anonymous.get(`/api/games/${gameId}`)).body;
    expect(summary).toMatchObject({ status: 'ended', outcome, seats: [expect.objectContaining({ role: 'german', claimed: true }), expect.objectContaining({ role: 'british', claimed: false })] });
    expect(summary.endedAt).not.toBeNull();
    expect(await openGames()).not.toContain(gameId);
    expect(await server.anonymous.post(`/api/games/${gameId}/seats/british`)).toMatchObject({ status: 409, body: { code: 'ERR_GAME_OVER' } });
    expect((await german.get(`/api/games/${gameId}/legal`)).body).toMatchObject({ commands: [], anytime: [] });
    const history = (await server.anonymous.get(`/api/games/${gameId}/history?format=ndjson`)).text.trim().split('\n').map((line) => JSON.parse(line));
    expect(history.at(-1)).toMatchObject({ actor: 'german', event: { type: 'aborted', role: 'german' } });

    // Exported and imported, the engine decides the call-off again and ends the copy the same way.
    const record = await server.anonymous.get(`/api/games/${gameId}/record`);
    const imported = await server.anonymous.post('/api/records', record.body);
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ status: 'ended', outcome });
  });

  it('Arras by GraphQL: offered while an invite waits, refused (409) once it is accepted, nothing stored; resigning stays', async () => {
    const gameId = await create('arras');
    const german = await seat(gameId, 'german');
    const code = (await german.post(`/api/games/${gameId}/invites/allied`)).body.code as string;
    const waiting = (await german.graphql(LEGAL, { gameId })).body.data.legalCommands;
    expect(waiting.anytime).toEqual([{ type: 'resign' }, { type: 'abort' }]);

    const accepted = await server.anonymous.post(`/api/games/${gameId}/invites/allied/accept`, { code });
    expect(accepted.status).toBe(201);
    const allied = server.anonymous.as(accepted.body.token);
    for (const player of [german, allied]) expect((await player.graphql(LEGAL, { gameId })).body.data.legalCommands.anytime).toEqual([{ type: 'resign' }]);
    const refused = await german.graphql(SUBMIT, { gameId, commandId: 'german-abort', command: { type: 'abort' } });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'ERR_OPPONENT_SEATED', rule: 'abort', status: 409 });
    expect(refused.body.errors?.[0]?.message).toMatch(/resign instead/);
    const rest = await allied.post(`/api/games/${gameId}/commands`, { commandId: 'allied-abort', command: { type: 'abort' } });
    expect(rest).toMatchObject({ status: 409, body: { code: 'ERR_OPPONENT_SEATED', rule: 'abort' } });
    expect((await server.anonymous.get(`/api/games/${gameId}`)).body).toMatchObject({ version: waiting.version, status: 'active' });
  });

  it('an invite still waiting when the game is called off no longer works: 409 ERR_GAME_OVER, the seat stays empty', async () => {
    const gameId = await create('graf-spee');
    const german = await seat(gameId, 'german');
    const code = (await german.post(`/api/games/${gameId}/invites/british`)).body.code as string;
    expect((await german.post(`/api/games/${gameId}/commands`, { commandId: 'german-abort', command: { type: 'abort' } })).status).toBe(201);
    const late = await server.anonymous.post(`/api/games/${gameId}/invites/british/accept`, { code });
    expect(late).toMatchObject({ status: 409, body: { code: 'ERR_GAME_OVER', rule: 'abort' } });
    expect((await server.anonymous.get(`/api/games/${gameId}`)).body.seats).toEqual([
      expect.objectContaining({ role: 'german', claimed: true }),
      expect.objectContaining({ role: 'british', claimed: true, invited: true }),
    ]);
  });

  it('lists the called-off games apart: calledOff=false leaves them out of the finished games, by REST and GraphQL, and true lists only them', async () => {
    const calledOff = await create('graf-spee');
    const alone = await seat(calledOff, 'german');
    expect((await alone.post(`/api/games/${calledOff}/commands`, { commandId: 'abort', command: { type: 'abort' } })).status).toBe(201);
    const resigned = await create('graf-spee', { british: 'random' });
    const loser = await seat(resigned, 'german');
    expect((await loser.post(`/api/games/${resigned}/commands`, { commandId: 'resign', command: { type: 'resign' } })).status).toBe(201);

    const rest = async (query: string) => ((await server.anonymous.get(`/api/games?gameType=graf-spee&status=ended&limit=100${query}`)).body as { id: string }[]).map((game) => game.id);
    expect(await rest('')).toEqual(expect.arrayContaining([calledOff, resigned]));
    expect(await rest('&calledOff=false')).toContain(resigned);
    expect(await rest('&calledOff=false')).not.toContain(calledOff);
    expect(await rest('&calledOff=true')).toContain(calledOff);
    expect(await rest('&calledOff=true')).not.toContain(resigned);
    expect(await server.anonymous.get('/api/games?calledOff=no')).toMatchObject({ status: 400, body: { code: 'ERR_BAD_REQUEST', rule: 'calledOff' } });

    const GAMES = 'query($calledOff: Boolean) { games(gameType: "graf-spee", status: "ended", calledOff: $calledOff, limit: 100) { id outcome { reason } } }';
    const graphql = async (calledOff: boolean) => ((await server.anonymous.graphql(GAMES, { calledOff })).body.data.games as { id: string; outcome: { reason: string } }[]);
    const played = await graphql(false);
    expect(played.map((game) => game.id)).toContain(resigned);
    expect(played.some((game) => game.outcome.reason === 'aborted')).toBe(false);
    expect((await graphql(true)).every((game) => game.outcome.reason === 'aborted')).toBe(true);
  });

  it('against a computer, whose seat is held from the start, the person is never offered it and is refused it', async () => {
    const gameId = await create('arras', { german: 'random' });
    const person = await seat(gameId, 'allied');
    expect((await person.get(`/api/games/${gameId}/legal`)).body.anytime).toEqual([{ type: 'resign' }]);
    expect(await person.post(`/api/games/${gameId}/commands`, { commandId: 'allied-abort', command: { type: 'abort' } })).toMatchObject({ status: 409, body: { code: 'ERR_OPPONENT_SEATED' } });
  });
});
