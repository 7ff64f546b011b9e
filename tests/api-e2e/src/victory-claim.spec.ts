import type { ApiClient } from '@wargames/api/testing/api-client';
import { backends } from './support/backends';
import { newSeatedGame } from './support/seated-game';
import { startServer, type Server } from './support/server';

/** How long a game waits for a person's move before the other side may claim the win, shortened for the test. */
const CLAIM_AFTER_MS = 1_500;
const waitPast = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms + 200));
const CLAIM = { type: 'claim-victory' };

describe.each(backends)('claiming the win over HTTP on $name (WARGAMES_CLAIM_AFTER_MS)', (backend) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer(backend, { WARGAMES_CLAIM_AFTER_MS: String(CLAIM_AFTER_MS) });
  });
  afterAll(() => server?.close());

  const legal = async (client: ApiClient, gameId: string) =>
    (await client.get(`/api/games/${gameId}/legal`)).body as { commands: { type: string }[]; anytime: { type: string }[]; claimableAt: string | null };
  const lastMoveAt = async (gameId: string) => Date.parse((await server.anonymous.get(`/api/games/${gameId}`)).body.lastMoveAt);
  const version = async (gameId: string) => (await server.anonymous.get(`/api/games/${gameId}`)).body.version as number;

  it('Arras by REST: the German, waiting for the Allies, may claim only once they have not moved for that long; the Allies, to move, never; then the German wins', async () => {
    const { gameId, seats } = await newSeatedGame(server, 'arras');
    const { german, allied } = seats as Record<'german' | 'allied', ApiClient>;
    // The Allies play first (AR-5.1): the game waits for them, not for the German.
    expect((await legal(german, gameId)).anytime).toEqual([{ type: 'resign' }]);
    const early = await german.post(`/api/games/${gameId}/commands`, { commandId: 'german-early', command: CLAIM });
    expect(early).toMatchObject({ status: 409, body: { code: 'ERR_OPPONENT_NOT_IDLE', rule: 'claim-victory' } });
    expect(early.body.message).toMatch(/waited 1500 ms for the other side's move/);
    expect(await version(gameId)).toBe(0);

    // When she may claim if the Allies stay silent: the wait after the game's last event (its creation, before any).
    const created = Date.parse((await server.anonymous.get(`/api/games/${gameId}`)).body.createdAt);
    expect(Date.parse((await legal(german, gameId)).claimableAt as string)).toBe(created + CLAIM_AFTER_MS);
    expect((await legal(allied, gameId)).claimableAt).toBeNull();
    expect((await legal(server.anonymous, gameId)).claimableAt).toBeNull();

    // A move by the Allies starts the wait again.
    await waitPast(CLAIM_AFTER_MS / 2);
    const alliedLegal = await legal(allied, gameId);
    const moved = await allied.post(`/api/games/${gameId}/commands`, { commandId: 'allied-1', command: alliedLegal.commands[0] });
    expect(moved.status).toBe(201);
    const afterMove = moved.body.version as number;
    expect(Date.parse((await legal(german, gameId)).claimableAt as string)).toBe((await lastMoveAt(gameId)) + CLAIM_AFTER_MS);
    await waitPast(CLAIM_AFTER_MS / 2);
    expect((await legal(german, gameId)).anytime).toEqual([{ type: 'resign' }]);
    expect((await german.post(`/api/games/${gameId}/commands`, { commandId: 'german-still-early', command: CLAIM })).status).toBe(409);

    await waitPast(CLAIM_AFTER_MS);
    // Offered to the German among what she may send at any time, after resigning; never to the side to move, nor to a spectator.
    expect((await legal(german, gameId)).anytime).toEqual([{ type: 'resign' }, CLAIM]);
    expect((await legal(allied, gameId)).anytime).toEqual([{ type: 'resign' }]);
    expect((await legal(server.anonymous, gameId)).anytime).toEqual([]);
    expect(await allied.post(`/api/games/${gameId}/commands`, { commandId: 'allied-claim', command: CLAIM })).toMatchObject({ status: 409, body: { code: 'ERR_OPPONENT_NOT_IDLE' } });
    const malformed = await german.post(`/api/games/${gameId}/commands`, { commandId: 'german-bad', command: { ...CLAIM, after: 'days' } });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'ERR_MALFORMED_COMMAND' } });
    expect(await version(gameId)).toBe(afterMove);

    const claimed = await german.post(`/api/games/${gameId}/commands`, { commandId: 'german-claim', command: CLAIM });
    expect(claimed.status).toBe(201);
    expect(claimed.body.events).toEqual([expect.objectContaining({ actor: 'german', event: { type: 'victory-claimed', role: 'german' } })]);
    const outcome = { winner: 'german', reason: 'victory-claimed', rule: 'claim-victory', message: 'The Allied player stopped playing: the German player claimed the win.' };
    expect(claimed.body.view).toMatchObject({ status: 'ended', pending: [], outcome });
    expect((await server.anonymous.get(`/api/games/${gameId}`)).body).toMatchObject({ status: 'ended', outcome });
    expect(await legal(german, gameId)).toMatchObject({ commands: [], anytime: [], claimableAt: null });
    expect(await allied.post(`/api/games/${gameId}/commands`, { commandId: 'allied-late', command: alliedLegal.commands[0] })).toMatchObject({ status: 409, body: { code: 'ERR_GAME_OVER' } });

    // The same command id answers the first result; exported and imported, the engine decides the claim again.
    expect((await german.post(`/api/games/${gameId}/commands`, { commandId: 'german-claim', command: CLAIM })).body).toMatchObject({ duplicate: true });
    const record = await server.anonymous.get(`/api/games/${gameId}/record`);
    const imported = await server.anonymous.post('/api/records', record.body);
    expect(imported.status).toBe(201);
    expect((await server.anonymous.get(`/api/games/${imported.body.id}`)).body).toMatchObject({ status: 'ended', outcome });
  });

  it('Graf Spee by GraphQL: the British, waiting for the German\'s secret set-up, may claim once it has lasted that long; a German command just before starts the wait again', async () => {
    const { gameId, seats } = await newSeatedGame(server, 'graf-spee');
    const { german, british } = seats as Record<'german' | 'british', ApiClient>;
    const LEGAL = 'query($gameId: ID!) { legalCommands(gameId: $gameId) { commands anytime } view(gameId: $gameId) { pending } }';
    const SUBMIT = 'mutation($gameId: ID!, $commandId: String!, $command: JSON!) { submitCommand(gameId: $gameId, commandId: $commandId, command: $command) { version } }';
    const read = async (seat: ApiClient) => (await seat.graphql(LEGAL, { gameId })).body.data as { legalCommands: { commands: unknown[]; anytime: unknown[] }; view: { pending: string[] } };
    await waitPast(CLAIM_AFTER_MS);
    expect((await read(british)).view.pending).toEqual(['german']);
    expect((await read(british)).legalCommands.anytime).toEqual([{ type: 'resign' }, CLAIM]);
    expect((await read(german)).legalCommands.anytime).toEqual([{ type: 'resign' }]);

    const placed = await german.graphql(SUBMIT, { gameId, commandId: 'german-1', command: (await read(german)).legalCommands.commands[0] });
    expect(placed.body.errors).toBeUndefined();
    expect((await read(british)).view.pending).toEqual(['german']);
    expect((await read(british)).legalCommands.anytime).toEqual([{ type: 'resign' }]);
    const refused = await british.graphql(SUBMIT, { gameId, commandId: 'british-claim', command: CLAIM });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'ERR_OPPONENT_NOT_IDLE', rule: 'claim-victory', status: 409 });
    expect(await version(gameId)).toBe(placed.body.data.submitCommand.version);

    await waitPast(CLAIM_AFTER_MS);
    const claimed = await british.graphql(SUBMIT, { gameId, commandId: 'british-claim-2', command: CLAIM });
    expect(claimed.body.errors).toBeUndefined();
    expect((await server.anonymous.get(`/api/games/${gameId}`)).body).toMatchObject({ status: 'ended', outcome: { winner: 'british', reason: 'victory-claimed' } });
  });

  it('a seat nobody has taken is not a player who stopped: calling the game off is offered, never claiming', async () => {
    const created = await server.anonymous.post('/api/games', { gameType: 'arras', options: {} });
    const gameId = created.body.id as string;
    const claim = await server.anonymous.post(`/api/games/${gameId}/seats/german`);
    const german = server.anonymous.as(claim.body.token);
    await waitPast(CLAIM_AFTER_MS);
    expect((await legal(german, gameId)).anytime).toEqual([{ type: 'resign' }, { type: 'abort' }]);
    expect((await legal(german, gameId)).claimableAt).toBeNull();
    expect(await german.post(`/api/games/${gameId}/commands`, { commandId: 'german-claim', command: CLAIM })).toMatchObject({ status: 409, body: { code: 'ERR_OPPONENT_NOT_IDLE' } });
    expect(await version(gameId)).toBe(0);
  });
});
