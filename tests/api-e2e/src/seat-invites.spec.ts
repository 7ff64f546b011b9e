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
    // Two browsers open the link at once: one seat, one refusal.
    const [first, second] = await Promise.all([1, 2].map(() => server.anonymous.post(`/api/games/${gameId}/invites/british/accept`, { code })));
    const answers = [first, second].map((answer) => answer?.status).sort();
    expect(answers).toEqual([201, 409]);
    const taken = [first, second].find((answer) => answer?.status === 201);
    const refused = [first, second].find((answer) => answer?.status === 409);
    expect(refused?.body).toMatchObject({ code: 'ERR_INVITE_USED', rule: 'code' });
    const token = taken?.body.token as string;
    expect((await server.anonymous.as(token).get(`/api/games/${gameId}/view`)).body).toMatchObject({ role: 'british' });
    // Later openings of the link are refused too, and the seat stays the first taker's.
    expect(await server.anonymous.post(`/api/games/${gameId}/invites/british/accept`, { code })).toMatchObject({ status: 409, body: { code: 'ERR_INVITE_USED' } });
    expect((await server.anonymous.as(token).get(`/api/games/${gameId}/view`)).body).toMatchObject({ role: 'british' });
  });

  it('GraphQL: the same, and a malformed code or body names its field (400) without using the invite', async () => {
    const { gameId } = await newGame();
    const invited = await server.anonymous.graphql(INVITE, { gameId, role: 'british' });
    expect(invited.body.errors).toBeUndefined();
    const code = invited.body.data.inviteToSeat.code as string;
    const malformed = await server.anonymous.graphql(ACCEPT, { gameId, role: 'british', code: 'wgs_not-a-code' });
    expect(malformed.body.errors?.[0]?.extensions).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'code', status: 400 });
    expect(await server.anonymous.post(`/api/games/${gameId}/invites/british/accept`, { code, extra: 1 })).toMatchObject({ status: 400, body: { code: 'ERR_BAD_REQUEST' } });
    const accepted = await server.anonymous.graphql(ACCEPT, { gameId, role: 'british', code });
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data.acceptInvite).toMatchObject({ gameId, role: 'british', token: expect.stringMatching(/^wgs_/) });
    const again = await server.anonymous.graphql(ACCEPT, { gameId, role: 'british', code });
    expect(again.body.errors?.[0]?.extensions).toMatchObject({ code: 'ERR_INVITE_USED', rule: 'code', status: 409 });
  });
});
