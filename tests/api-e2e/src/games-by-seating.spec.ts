import { backends } from './support/backends';
import { newGame } from './support/seated-game';
import { startServer, type Server } from './support/server';

const GAMES = `query($status: String, $seating: String, $gameType: String) {
  games(status: $status, seating: $seating, gameType: $gameType, limit: 100) { id seats { role claimed bot } }
}`;

describe.each(backends)('games listed by their seats over HTTP on $name', (backend) => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server?.close());

  const create = (gameType: string, bots: Record<string, string> = {}) => newGame(server, gameType, bots);
  const claim = async (gameId: string, role: string) => expect((await server.anonymous.post(`/api/games/${gameId}/seats/${role}`)).status).toBe(201);
  const rest = async (query: string) => {
    const listed = await server.anonymous.get(`/api/games?${query}&limit=100`);
    expect(listed.status).toBe(200);
    return (listed.body as { id: string }[]).map((game) => game.id).sort();
  };
  const graphql = async (variables: Record<string, string>) => {
    const listed = await server.anonymous.graphql(GAMES, variables);
    expect(listed.body.errors).toBeUndefined();
    return (listed.body.data.games as { id: string }[]).map((game) => game.id).sort();
  };

  it('lists the games a player can join apart from those whose seats are all held, by a player or a computer', async () => {
    const fresh = await create('graf-spee');
    const oneFree = await create('graf-spee');
    await claim(oneFree, 'german');
    const full = await create('graf-spee');
    await claim(full, 'german');
    await claim(full, 'british');
    // A computer's seat is held: a game against one is full once the person has sat down.
    const againstBot = await create('arras', { german: 'random' });
    const botWaiting = await create('arras', { german: 'random' });
    await claim(againstBot, 'allied');

    const open = [fresh, oneFree, botWaiting].sort();
    const held = [full, againstBot].sort();
    expect(await rest('status=active&seating=open')).toEqual(open);
    expect(await rest('status=active&seating=full')).toEqual(held);
    expect(await rest('status=active&seating=open&gameType=arras')).toEqual([botWaiting]);
    expect(await graphql({ status: 'active', seating: 'open' })).toEqual(open);
    expect(await graphql({ status: 'active', seating: 'full' })).toEqual(held);
    expect(await graphql({ seating: 'full', gameType: 'graf-spee' })).toEqual([full]);
    // Every game listed says the same of its own seats.
    const summaries = (await server.anonymous.get('/api/games?seating=open&limit=100')).body as { seats: { claimed: boolean; bot: string | null }[] }[];
    expect(summaries.every((game) => game.seats.some((seat) => !seat.claimed && !seat.bot))).toBe(true);
  });

  it('refuses a seating it does not know, naming the field, and changes nothing', async () => {
    expect(await server.anonymous.get('/api/games?seating=empty')).toMatchObject({ status: 400, body: { code: 'ERR_BAD_REQUEST', rule: 'seating' } });
    const refused = await server.anonymous.graphql(GAMES, { seating: 'empty' });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'seating', status: 400 });
  });
});
