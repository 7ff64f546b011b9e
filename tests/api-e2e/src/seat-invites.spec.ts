import { backends } from './support/backends';
import { startServer, type Server } from './support/server';

const INVITE = `mutation($gameId: ID!, $role: String!) { inviteToSeat(gameId: $gameId, role: $role) { gameId role code } }`;
const ACCEPT = `mutation($gameId: ID!, $role: String!, $code: String!) { acceptInvite(gameId: $gameId, role: $role, code: $code) { gameId role token } }`;

describe.each(backends)('an invite to a seat works once, over HTTP on $name', (backend) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.close());

  const newGame = async () => {
    const created = await server.anonymous.post('/api/games', { gameType: 'graf-spee', options: {} });
    expect(created.status).toBe(201);
    const gameId = created.body.id as string;
    const german = await server.anonymous.post(`/api/games/${gameId}/seats/german`);
    return { gameId, germanToken: german.body.token as string };
  };

  it('REST: the seat is held at once; the first to accept gets a token that plays; the second is refused (409), nothing changed', async () => {
    const { gameId } = await newGame();
    const invite = await server.anonymous.post(`/api/games/${gameId}/invites/british`);
    expect(invite).toMatchObject({ status: 201, body: { gameId, role: 'british', code: expect.stringMatching(/^wgi_/) } });
    const code = invite.body.code as string;
    // Held: no one takes it from the lobby meanwhile.
    expect(await server.anonymous.post(`/api/games/${gameId}/seats/british`)).toMatchObject({ status: 409, body: { code: 'ERR_SEAT_TAKEN' } });
    expect((await server.anonymous.get(`/api/games?seating=open&status=active&limit=100`)).body.map((game: { id: string }) => game.id)).not.toContain(gameId);
    // Everyone may see that it waits for its invite (the inviter's page follows it to learn when the opponent comes).
    const seats = async () => (await server.anonymous.get(`/api/games/${gameId}`)).body.seats;
    expect(await seats()).toEqual([
      { role: 'german', claimed: true, invited: false, bot: null },
      { role: 'british', claimed: true, invited: true, bot: null },
    ]);
    // Two browsers open the link at once: one seat, one refusal.
    const [first, second] = await Promise.all([1, 2].map(() => server.anonymous.post(`/api/games/${gameId}/invites/british/accept`, { code })));
    const answers = [first, second].map((answer) => answer?.status).sort();
    expect(answers).toEqual([201, 409]);
    const taken = [first, second].find((answer) => answer?.status === 201);
    const refused = [first, second].find((answer) => answer?.status === 409);
    expect(refused?.body).toMatchObject({ code: 'ERR_INVITE_USED', rule: 'code' });
    const token = taken?.body.token as string;
    expect((await server.anonymous.as(token).get(`/api/games/${gameId}/view`)).body).toMatchObject({ role: 'british' });
    expect(await seats()).toContainEqual({ role: 'british', claimed: true, invited: false, bot: null });
    // Later openings of the link are refused too, and the seat stays the first taker's.
    expect(await server.anonymous.post(`/api/games/${gameId}/invites/british/accept`, { code })).toMatchObject({ status: 409, body: { code: 'ERR_INVITE_USED' } });
    expect((await server.anonymous.as(token).get(`/api/games/${gameId}/view`)).body).toMatchObject({ role: 'british' });
  });

  it('REST: the German replaces an invite nobody accepted (a lost link) with her seat token; a spectator cannot; the old code stops working', async () => {
    const { gameId, germanToken } = await newGame();
    const lost = (await server.anonymous.post(`/api/games/${gameId}/invites/british`)).body.code as string;
    expect(await server.anonymous.post(`/api/games/${gameId}/invites/british`)).toMatchObject({ status: 409, body: { code: 'ERR_SEAT_TAKEN', rule: 'role' } });
    expect(await server.anonymous.as('wgs_' + 'q'.repeat(43)).post(`/api/games/${gameId}/invites/british`)).toMatchObject({ status: 401, body: { code: 'ERR_UNAUTHENTICATED' } });
    const renewed = await server.anonymous.as(germanToken).post(`/api/games/${gameId}/invites/british`);
    expect(renewed).toMatchObject({ status: 201, body: { gameId, role: 'british', code: expect.stringMatching(/^wgi_/) } });
    expect(await server.anonymous.post(`/api/games/${gameId}/invites/british/accept`, { code: lost })).toMatchObject({ status: 409, body: { code: 'ERR_INVITE_USED' } });
    const taken = await server.anonymous.post(`/api/games/${gameId}/invites/british/accept`, { code: renewed.body.code });
    expect(taken.status).toBe(201);
    // Accepted: nobody replaces it any more, the German included.
    expect(await server.anonymous.as(germanToken).post(`/api/games/${gameId}/invites/british`)).toMatchObject({ status: 409, body: { code: 'ERR_SEAT_TAKEN' } });
    expect((await server.anonymous.as(taken.body.token).get(`/api/games/${gameId}/view`)).body).toMatchObject({ role: 'british' });
  });

  it('GraphQL: the same, and a malformed code or body names its field (400) without using the invite', async () => {
    const { gameId } = await newGame();
    const invited = await server.anonymous.graphql(INVITE, { gameId, role: 'british' });
    expect(invited.body.errors).toBeUndefined();
    const code = invited.body.data.inviteToSeat.code as string;
    const seats = async () => (await server.anonymous.graphql(`query($id: ID!) { game(gameId: $id) { seats { role claimed invited } } }`, { id: gameId })).body.data.game.seats;
    expect(await seats()).toContainEqual({ role: 'british', claimed: true, invited: true });
    const malformed = await server.anonymous.graphql(ACCEPT, { gameId, role: 'british', code: 'wgs_not-a-code' });
    expect(malformed.body.errors?.[0]?.extensions).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'code', status: 400 });
    expect(await server.anonymous.post(`/api/games/${gameId}/invites/british/accept`, { code, extra: 1 })).toMatchObject({ status: 400, body: { code: 'ERR_BAD_REQUEST' } });
    const accepted = await server.anonymous.graphql(ACCEPT, { gameId, role: 'british', code });
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data.acceptInvite).toMatchObject({ gameId, role: 'british', token: expect.stringMatching(/^wgs_/) });
    expect(await seats()).toContainEqual({ role: 'british', claimed: true, invited: false });
    const again = await server.anonymous.graphql(ACCEPT, { gameId, role: 'british', code });
    expect(again.body.errors?.[0]?.extensions).toMatchObject({ code: 'ERR_INVITE_USED', rule: 'code', status: 409 });
  });
});
