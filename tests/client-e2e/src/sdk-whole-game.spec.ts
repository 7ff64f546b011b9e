import { seededChoice } from './support/seeded-choice';
import { GAME_LISTS, GameSession, WargamesApiError, WargamesClient, withoutResignation, type GameList, type GameTypeId, type LiveEvent } from '@wargames/sdk';
import WebSocket from 'ws';
import { startApiOnPglite, type Server } from './support/api';

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

/** Both seats play legal commands picked by a seeded choice until the game ends. */
async function playToTheEnd<T extends GameTypeId>(seats: Record<string, GameSession<T>>, spectator: GameSession<T>, seed: number): Promise<number> {
  const choose = seededChoice(seed);
  let commands = 0;
  for (;;) {
    const summary = await spectator.summary();
    if (summary.status === 'ended') return commands;
    const seat = seats[choose(summary.pending)] as GameSession<T>;
    const legal = await seat.legal();
    await seat.submit(choose(withoutResignation(legal.commands)), { expectedVersion: legal.version });
    commands += 1;
  }
}

describe('the SDK against the API on PGlite', () => {
  let server: Server;
  let client: WargamesClient;
  beforeAll(async () => {
    server = await startApiOnPglite();
    client = new WargamesClient({ url: server.url, webSocket: WebSocket });
  });
  afterAll(() => server?.close());

  it('lists the game types with their roles and command schemas', async () => {
    const types = await client.gameTypes();
    expect(types.map((type) => [type.id, type.roles])).toEqual([
      ['graf-spee', ['german', 'british']],
      ['arras', ['allied', 'german']],
    ]);
    expect(types[0]?.commandSchema).toMatchObject({ oneOf: expect.any(Array) });
  });

  it('lists the games one can join apart from those whose seats are all held', async () => {
    const games = client.game('graf-spee');
    const open = await games.create();
    const full = await games.create();
    await games.claim(open.id, 'german');
    for (const role of ['german', 'british'] as const) await games.claim(full.id, role);
    const ids = async (seating: 'open' | 'full') => (await games.list({ status: 'active', seating, limit: 100 })).map((game) => game.id);
    expect(await ids('open')).toContain(open.id);
    expect(await ids('open')).not.toContain(full.id);
    expect(await ids('full')).toContain(full.id);
    expect((await client.games({ status: 'active', seating: 'full', limit: 100 })).map((game) => game.id)).not.toContain(open.id);
    // The lobby's lists, as the web and the CLI ask for them.
    const listed = async (list: GameList) => (await client.games({ ...GAME_LISTS[list], limit: 100 })).map((game) => game.id);
    expect(await listed('open')).toContain(open.id);
    expect(await listed('open')).not.toContain(full.id);
    expect(await listed('running')).toContain(full.id);
    expect(await listed('running')).not.toContain(open.id);
    expect(await listed('finished')).not.toContain(open.id);
    expect(await listed('finished')).not.toContain(full.id);
  });

  it.each([['graf-spee' as const, 11], ['arras' as const, 12]])(
    '%s: two seats play a whole game; live events by graphql-ws and SSE match the history; replay and record',
    async (gameType, seed) => {
      const games = client.game(gameType);
      const created = await games.create();
      expect(created).toMatchObject({ gameType, status: 'active', version: 0 });
      const info = await games.info();
      const seats: Record<string, GameSession<typeof gameType>> = {};
      for (const role of info.roles) seats[role] = await games.claim(created.id, role as never);
      const spectator = games.open(created.id);
      const [firstRole] = info.roles;
      const first = seats[firstRole as string] as GameSession<typeof gameType>;

      const byWebsocket = collect(first.events({ afterSeq: 0, transport: 'websocket' }));
      const secondRole = info.roles[1] as string;
      const second = seats[secondRole] as GameSession<typeof gameType>;
      const withPosition = collect(second.events({ afterSeq: 0, transport: 'websocket', withPosition: true }));
      const bySse = collect(spectator.events({ afterSeq: 0, transport: 'sse' }));
      const commands = await playToTheEnd(seats, spectator, seed);
      expect(commands).toBeGreaterThan(3);

      const final = await spectator.summary();
      expect(final).toMatchObject({ status: 'ended', pending: [], outcome: { rule: expect.any(String) } });
      const history = await collect(first.historyNdjson());
      const pages = await collect(first.historyEntries({ pageSize: 7 }));
      expect(pages).toEqual(history);
      const seqs = (events: readonly LiveEvent<typeof gameType>[]) => events.map((event) => event.seq);
      expect(seqs(await byWebsocket)).toEqual(history.map((entry) => entry.seq));
      // With its position: the last event of each push carries the seat's own view and legal commands at its version.
      const positioned = await withPosition;
      expect(seqs(positioned)).toEqual((await collect(second.historyNdjson())).map((entry) => entry.seq));
      const views = positioned.filter((event) => event.view);
      expect(views.length).toBeGreaterThan(0);
      for (const event of views) expect(event.view).toMatchObject({ viewer: secondRole, role: secondRole, version: event.version });
      expect(positioned.at(-1)?.view).toEqual(await second.view());
      const spectatorHistory = await collect(spectator.historyNdjson());
      expect(seqs(await bySse)).toEqual(spectatorHistory.map((entry) => entry.seq));

      const frames = await collect(spectator.replayFrames({ perspective: 'omniscient' }));
      expect(frames.map((frame) => frame.step)).toEqual(Array.from({ length: commands + 1 }, (_, step) => step));
      expect(frames.at(-1)?.outcome).toEqual(final.outcome);

      const record = await spectator.record();
      expect(record.steps).toHaveLength(commands);
      const imported = await client.importRecord(record);
      expect(imported).toMatchObject({ gameType, status: 'ended', outcome: final.outcome });
    },
  );

  it('refusals are WargamesApiErrors with the code, rule and status of the API', async () => {
    const games = client.game('graf-spee');
    const created = await games.create();
    const british = await games.claim(created.id, 'british');
    const refusal = await british.submit({ type: 'end-movement' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(WargamesApiError);
    expect(refusal).toMatchObject({ status: 422, code: expect.stringMatching(/^ERR_/), rule: expect.stringMatching(/^GS-/) });
    const taken = await games.claim(created.id, 'british').catch((error: unknown) => error);
    expect(taken).toMatchObject({ code: 'ERR_SEAT_TAKEN', status: 409, rule: 'role' });
    const missing = await client.getGame('no-such-game').catch((error: unknown) => error);
    expect(missing).toMatchObject({ code: 'ERR_GAME_NOT_FOUND', status: 404 });
    const liveMissing = await collect(client.game('graf-spee').open('no-such-game').events({ afterSeq: 0, transport: 'sse' })).catch((error: unknown) => error);
    expect(liveMissing).toMatchObject({ code: 'ERR_GAME_NOT_FOUND', status: 404 });
  });

  it('invites an opponent to a seat: the code works once, a player may replace a lost one, and its session plays the seat', async () => {
    const games = client.game('graf-spee');
    const created = await games.create();
    const german = await games.claim(created.id, 'german');
    const lost = await games.invite(created.id, 'british');
    expect(lost).toMatch(/^wgi_/);
    expect((await german.summary()).seats).toContainEqual({ role: 'british', claimed: true, invited: true, bot: null });
    // The link went astray: the German's session makes a new one, and the first stops working.
    const code = await german.invite('british');
    expect(code).toMatch(/^wgi_/);
    expect(await games.acceptInvite(created.id, 'british', lost).catch((error: unknown) => error)).toMatchObject({ code: 'ERR_INVITE_USED', status: 409 });
    const british = await games.acceptInvite(created.id, 'british', code);
    expect((await german.summary()).seats).toContainEqual({ role: 'british', claimed: true, invited: false, bot: null });
    expect((await british.view()).role).toBe('british');
    const again = await games.acceptInvite(created.id, 'british', code).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(WargamesApiError);
    expect(again).toMatchObject({ code: 'ERR_INVITE_USED', status: 409, rule: 'code' });
    expect((await german.view()).role).toBe('german');
  });

  it('reads a seat\'s position at least at the version its command gave: the same answers as the newest, and a bad version refused by name', async () => {
    const games = client.game('graf-spee');
    const created = await games.create();
    const german = await games.claim(created.id, 'german');
    await games.claim(created.id, 'british');
    const result = await german.submit((await german.legal()).commands[0] as never);
    const atLeast = { atLeastVersion: result.version };
    const newest = await german.legal();
    expect(newest.version).toBe(result.version);
    expect(await german.legal(atLeast)).toEqual(newest);
    expect(await german.position(atLeast)).toEqual(await german.position());
    expect(await german.view(atLeast)).toEqual(await german.view());
    await expect(german.legal({ atLeastVersion: -1 })).rejects.toMatchObject({ name: 'WargamesApiError', code: 'ERR_BAD_REQUEST', status: 400 });
  });
});
