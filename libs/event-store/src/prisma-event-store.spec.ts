import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { ConcurrencyError, type AppendRequest, type AppendResult } from './event-store';
import { GameAlreadyExistsError } from './game-already-exists-error';
import { GameNotFoundError } from './game-not-found-error';
import { GameEndedError, SeatsChangedError } from './seat-errors';
import { collectNotifications, nextNotification, testBackends, type TestBackend } from './test-backends';

describe.each(testBackends())('PrismaEventStore on %s', (name, open) => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await open();
  }, 30_000);
  afterAll(async () => {
    await backend?.close();
  });

  const store = () => backend.store;
  const newGame = async (gameType = 'arras') => {
    const id = randomUUID();
    await store().createGame({ id, gameType, options: { scenario: 'standard', seats: ['british', 'german'] } });
    return id;
  };
  const appendOf = (gameId: string, expectedVersion: number, count = 1, commandId: string = randomUUID()): AppendRequest => ({
    gameId,
    expectedVersion,
    actor: 'british',
    commandId,
    events: Array.from({ length: count }, (_, i) => ({ type: 'Moved', payload: { step: expectedVersion + i + 1 } })),
  });

  describe('games', () => {
    it('creates a game at version 0 and reads it back', async () => {
      const id = await newGame('graf-spee');
      const game = await store().getGame(id);
      expect(game).toEqual({
        id,
        gameType: 'graf-spee',
        options: { scenario: 'standard', seats: ['british', 'german'] },
        version: 0,
        status: 'active',
        outcome: null,
        imported: false,
        createdAt: expect.any(Date),
        updatedAt: expect.any(Date),
      });
    });

    it('refuses a second game with the same id and keeps the first', async () => {
      const id = await newGame('arras');
      await expect(store().createGame({ id, gameType: 'graf-spee', options: {} })).rejects.toBeInstanceOf(GameAlreadyExistsError);
      expect((await store().getGame(id))?.gameType).toBe('arras');
    });

    it('returns null for an unknown game', async () => {
      expect(await store().getGame('no-such-game')).toBeNull();
    });

    /** Games of one new type, created oldest first a few milliseconds apart (creation times are kept to the millisecond). */
    const gamesApart = async (prefix: string, count: number) => {
      const type = `${prefix}-${randomUUID()}`;
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        ids.push(await newGame(type));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return { type, ids };
    };

    it('lists games newest first, filtered by type and status, paged', async () => {
      const { type, ids } = await gamesApart('listed', 3);
      const [first, second, third] = ids as [string, string, string];
      await store().append({ ...appendOf(second, 0), outcome: { winner: 'german' } });

      const all = await store().listGames({ gameType: type, limit: 10, offset: 0 });
      expect(all.map((g) => g.id)).toEqual([third, second, first]);
      const ended = await store().listGames({ gameType: type, status: 'ended', limit: 10, offset: 0 });
      expect(ended.map((g) => g.id)).toEqual([second]);
      const page = await store().listGames({ gameType: type, limit: 1, offset: 1 });
      expect(page.map((g) => g.id)).toEqual([second]);
    });

    it('lists finished games the latest ended first, whenever they were created', async () => {
      const { type, ids } = await gamesApart('ended', 4);
      const [oldest, older, newer, newest] = ids as [string, string, string, string];
      // Ended in an order of their own: the newest game first, the oldest last; one game still runs.
      for (const id of [newest, older, oldest]) {
        await store().append({ ...appendOf(id, 0), outcome: { winner: 'german' } });
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const ended = async (limit: number, offset: number) => (await store().listGames({ gameType: type, status: 'ended', limit, offset })).map((g) => g.id);
      expect(await ended(10, 0)).toEqual([oldest, older, newest]);
      expect(await ended(1, 1)).toEqual([older]);
      // Without the status, all games as before: the newest first.
      expect((await store().listGames({ gameType: type, limit: 10, offset: 0 })).map((g) => g.id)).toEqual([newest, newer, older, oldest]);
    });
  });

  describe('imported games', () => {
    it('stores the imported mark and lists imported and played games apart', async () => {
      const type = `imports-${randomUUID()}`;
      const played = await newGame(type);
      const imported = randomUUID();
      expect(await store().createGame({ id: imported, gameType: type, options: {}, imported: true })).toMatchObject({ id: imported, imported: true });
      expect((await store().getGame(imported))?.imported).toBe(true);
      expect((await store().getGame(played))?.imported).toBe(false);
      const ids = async (query: { imported?: boolean }) => (await store().listGames({ gameType: type, limit: 10, offset: 0, ...query })).map((g) => g.id);
      expect(await ids({ imported: true })).toEqual([imported]);
      expect(await ids({ imported: false })).toEqual([played]);
      expect((await ids({})).sort()).toEqual([imported, played].sort());
    });
  });

  describe('called-off games', () => {
    it('lists the games called off before everyone came apart from the others, running games among the others', async () => {
      const type = `called-off-${randomUUID()}`;
      const [running, won, calledOff, drawn] = [await newGame(type), await newGame(type), await newGame(type), await newGame(type)];
      await store().append({ ...appendOf(won, 0), outcome: { winner: 'german', reason: 'spee-sunk', rule: 'GS-9.1', message: '' } });
      await store().append({ ...appendOf(calledOff, 0), outcome: { winner: null, reason: 'aborted', rule: 'abort', message: '' } });
      await store().append({ ...appendOf(drawn, 0), outcome: { winner: null, reason: 'draw', rule: 'AR-9.1', message: '' } });
      const ids = async (query: { calledOff?: boolean; status?: 'active' | 'ended' }) =>
        (await store().listGames({ gameType: type, limit: 10, offset: 0, ...query })).map((g) => g.id).sort();
      expect(await ids({ calledOff: true })).toEqual([calledOff]);
      expect(await ids({ calledOff: false })).toEqual([running, won, drawn].sort());
      expect(await ids({ calledOff: false, status: 'ended' })).toEqual([won, drawn].sort());
      expect(await ids({ calledOff: true, status: 'active' })).toEqual([]);
      expect(await ids({})).toEqual([running, won, calledOff, drawn].sort());
    });
  });

  describe('listing games by their seats', () => {
    it('lists the games with a free seat (open) and those whose every seat is held (full), of the types named', async () => {
      const duel = `duel-${randomUUID()}`;
      const trio = `trio-${randomUUID()}`;
      const unnamed = `unnamed-${randomUUID()}`;
      const rolesByType = { [duel]: ['british', 'german'], [trio]: ['a', 'b', 'c'] };
      const games = { empty: await newGame(duel), half: await newGame(duel), full: await newGame(duel), trioTwo: await newGame(trio), trioFull: await newGame(trio), other: await newGame(unnamed) };
      await store().claimSeat(games.half, 'german', randomUUID());
      for (const role of ['british', 'german']) await store().claimSeat(games.full, role, randomUUID());
      for (const role of ['a', 'c']) await store().claimSeat(games.trioTwo, role, randomUUID());
      for (const role of ['a', 'b', 'c']) await store().claimSeat(games.trioFull, role, randomUUID());
      await store().claimSeat(games.other, 'british', randomUUID());
      const list = async (seating: 'open' | 'full', gameType?: string) =>
        (await store().listGames({ ...(gameType ? { gameType } : {}), seating: { seating, rolesByType }, limit: 100, offset: 0 })).map((g) => g.id);
      // Games made in one millisecond are listed by id: compared as sets.
      const ids = async (seating: 'open' | 'full', gameType?: string) => (await list(seating, gameType)).sort();
      // Other tests' games of other types are never among them: only the types named are listed.
      expect(await ids('open')).toEqual([games.trioTwo, games.half, games.empty].sort());
      expect(await ids('full')).toEqual([games.trioFull, games.full].sort());
      // Combined with the query's own game type, which it narrows rather than replaces.
      expect(await ids('open', duel)).toEqual([games.half, games.empty].sort());
      expect(await ids('full', trio)).toEqual([games.trioFull]);
      expect(await ids('open', unnamed)).toEqual([]);
      // With the list's other filters: all of these are running games played here.
      const filtered = async (extra: { status?: 'active' | 'ended'; imported?: boolean }) =>
        (await store().listGames({ gameType: duel, seating: { seating: 'open', rolesByType }, limit: 100, offset: 0, ...extra })).map((g) => g.id).sort();
      expect(await filtered({ status: 'active', imported: false })).toEqual([games.half, games.empty].sort());
      expect(await filtered({ status: 'ended' })).toEqual([]);
      expect(await filtered({ imported: true })).toEqual([]);
      // Paged as any list.
      const open = await list('open');
      expect((await store().listGames({ seating: { seating: 'open', rolesByType }, limit: 1, offset: 1 })).map((g) => g.id)).toEqual([open[1]]);
    });
  });

  describe('seats', () => {
    it('claims a role once; a second claim of the role or of the token is refused', async () => {
      const gameId = await newGame();
      const hash = randomUUID();
      expect(await store().claimSeat(gameId, 'british', hash)).toBe(true);
      expect(await store().claimSeat(gameId, 'british', randomUUID())).toBe(false);
      expect(await store().claimSeat(gameId, 'german', hash)).toBe(false);
      expect(await store().listSeats(gameId)).toEqual([{ gameId, role: 'british', tokenHash: hash, claimedAt: expect.any(Date) }]);
    });

    it('finds a seat by token hash within its own game only', async () => {
      const gameId = await newGame();
      const other = await newGame();
      const hash = randomUUID();
      await store().claimSeat(gameId, 'german', hash);
      expect(await store().findSeat(gameId, hash)).toEqual({ gameId, role: 'german', tokenHash: hash, claimedAt: expect.any(Date) });
      expect(await store().findSeat(other, hash)).toBeNull();
      expect(await store().findSeat(gameId, 'unknown-hash')).toBeNull();
    });

    it('renews a seat\'s token hash once, only from the hash it holds; the old hash finds nothing after', async () => {
      const gameId = await newGame();
      const [marker, first, second] = [randomUUID(), randomUUID(), randomUUID()];
      await store().claimSeat(gameId, 'british', marker);
      expect(await store().renewSeat(gameId, 'german', marker, first)).toBe(false);
      // Two at once from the same hash (an invite opened twice): one wins.
      expect((await Promise.all([store().renewSeat(gameId, 'british', marker, first), store().renewSeat(gameId, 'british', marker, second)])).filter(Boolean)).toHaveLength(1);
      expect(await store().renewSeat(gameId, 'british', marker, randomUUID())).toBe(false);
      expect(await store().findSeat(gameId, marker)).toBeNull();
      const held = (await store().findSeat(gameId, first)) ?? (await store().findSeat(gameId, second));
      expect(held).toMatchObject({ gameId, role: 'british' });
      expect((await store().listSeats(gameId)).map((seat) => seat.tokenHash)).toEqual([held?.tokenHash]);
    });

    it('lets exactly one of several racing claims for a role win', async () => {
      const gameId = await newGame();
      const results = await Promise.all(
        Array.from({ length: 6 }, () => store().claimSeat(gameId, 'british', randomUUID())),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('counts every seat claimed, racing claims and appends to the same game included, and no refused one', async () => {
      const gameType = `duel-${randomUUID()}`;
      const rolesByType = { [gameType]: ['british', 'german'] };
      const gameId = await newGame(gameType);
      // Both roles at once, each against a losing rival, while the game's header is locked by appends.
      const claims = Promise.all([
        ...['british', 'german', 'british', 'german'].map((role) => store().claimSeat(gameId, role, randomUUID())),
        ...Array.from({ length: 4 }, (_, i) => store().append(appendOf(gameId, i, 1)).catch(() => null)),
      ]);
      expect((await claims).slice(0, 4).filter(Boolean)).toHaveLength(2);
      const listed = async (seating: 'open' | 'full') => (await store().listGames({ gameType, seating: { seating, rolesByType }, limit: 10, offset: 0 })).map((g) => g.id);
      expect(await listed('full')).toEqual([gameId]);
      expect(await listed('open')).toEqual([]);
    });

    it('refuses a seat in an unknown game', async () => {
      await expect(store().claimSeat('no-such-game', 'british', randomUUID())).rejects.toBeInstanceOf(GameNotFoundError);
    });

    it('holds no seat in an ended game: neither a claim nor an invite handed over is stored (GameEndedError)', async () => {
      const gameId = await newGame();
      const marker = randomUUID();
      await store().claimSeat(gameId, 'british', marker);
      await store().append({ ...appendOf(gameId, 0), outcome: { winner: null, reason: 'aborted' } });
      await expect(store().claimSeat(gameId, 'german', randomUUID())).rejects.toBeInstanceOf(GameEndedError);
      await expect(store().renewSeat(gameId, 'british', marker, randomUUID())).rejects.toBeInstanceOf(GameEndedError);
      expect(await store().listSeats(gameId)).toEqual([expect.objectContaining({ role: 'british', tokenHash: marker })]);
      expect((await backend.sql<{ seats_taken: number }>('SELECT seats_taken FROM games WHERE id = $1', [gameId]))[0]?.seats_taken).toBe(1);
    });

    it('appends on the seats as read only while they are those: a seat taken or handed over since, and nothing is stored', async () => {
      const gameId = await newGame();
      const marker = randomUUID();
      await store().claimSeat(gameId, 'german', marker);
      const asRead = await store().listSeats(gameId);
      await store().claimSeat(gameId, 'british', randomUUID());
      await expect(store().append({ ...appendOf(gameId, 0), seatsAsRead: asRead })).rejects.toBeInstanceOf(SeatsChangedError);
      const bothSeated = await store().listSeats(gameId);
      await store().renewSeat(gameId, 'german', marker, randomUUID());
      await expect(store().append({ ...appendOf(gameId, 0), seatsAsRead: bothSeated })).rejects.toBeInstanceOf(SeatsChangedError);
      expect(await store().readStream(gameId)).toEqual([]);
      expect(await store().getGame(gameId)).toMatchObject({ version: 0, status: 'active' });

      const now = (await store().listSeats(gameId)).map(({ role, tokenHash }) => ({ role, tokenHash })).reverse();
      const ended = await store().append({ ...appendOf(gameId, 0), outcome: { winner: null, reason: 'aborted' }, seatsAsRead: now });
      expect(ended.events.map((event) => event.seq)).toEqual([1]);
      expect(await store().getGame(gameId)).toMatchObject({ version: 1, status: 'ended' });
      const empty = await newGame();
      expect((await store().append({ ...appendOf(empty, 0), seatsAsRead: [] })).events).toHaveLength(1);
    });

    // On Postgres only: PGlite runs one statement at a time, so nothing can interleave there.
    (name === 'postgres' ? it : it.skip)('serializes seat writes and an append on the seats as read on the game\'s lock: whichever commits first, the other sees it', async () => {
      const held = async (work: Promise<unknown>) => Promise.race([work.then(() => 'settled', () => 'settled'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 300))]);

      // A claim's transaction, not yet committed, holds the game's row: the call-off waits, then finds the seat.
      const calledOff = await newGame();
      await backend.sql('BEGIN');
      await backend.sql('INSERT INTO seats (game_id, role, token_hash) VALUES ($1, $2, $3)', [calledOff, 'british', randomUUID()]);
      const appending = store().append({ ...appendOf(calledOff, 0), outcome: { winner: null, reason: 'aborted' }, seatsAsRead: [] });
      expect(await held(appending)).toBe('waiting');
      await backend.sql('COMMIT');
      await expect(appending).rejects.toBeInstanceOf(SeatsChangedError);
      expect(await store().getGame(calledOff)).toMatchObject({ version: 0, status: 'active' });

      // A call-off's transaction, not yet committed, holds it: the claim waits, then finds the game ended.
      const claimed = await newGame();
      await backend.sql('BEGIN');
      await backend.sql("SELECT * FROM wargames_append_if_seats($1, '[]'::jsonb, 0, 'german', 'abort', '[]'::jsonb, '{\"winner\": null, \"reason\": \"aborted\"}'::jsonb)", [claimed]);
      const claiming = store().claimSeat(claimed, 'british', randomUUID());
      expect(await held(claiming)).toBe('waiting');
      await backend.sql('COMMIT');
      await expect(claiming).rejects.toBeInstanceOf(GameEndedError);
      expect(await store().listSeats(claimed)).toEqual([]);
    });
  });

  describe('append and read', () => {
    it('numbers events from seq 1 in order and advances the version', async () => {
      const gameId = await newGame();
      const first = await store().append(appendOf(gameId, 0, 2, 'cmd-1'));
      const second = await store().append(appendOf(gameId, 2, 1, 'cmd-2'));

      expect(first.duplicate).toBe(false);
      expect(first.events.map((e) => e.seq)).toEqual([1, 2]);
      expect(second.events.map((e) => e.seq)).toEqual([3]);
      expect(first.events[0]).toEqual({
        gameId,
        seq: 1,
        position: expect.stringMatching(/^\d+$/),
        type: 'Moved',
        payload: { step: 1 },
        actor: 'british',
        commandId: 'cmd-1',
        createdAt: expect.any(Date),
      });
      expect((await store().getGame(gameId))?.version).toBe(3);
      const stream = await store().readStream(gameId);
      expect(stream).toEqual([...first.events, ...second.events]);
    });

    it('reads after a seq and up to a limit', async () => {
      const gameId = await newGame();
      await store().append(appendOf(gameId, 0, 5));
      expect((await store().readStream(gameId, 2)).map((e) => e.seq)).toEqual([3, 4, 5]);
      expect((await store().readStream(gameId, 1, 2)).map((e) => e.seq)).toEqual([2, 3]);
      expect(await store().readStream(gameId, 5)).toEqual([]);
      expect(await store().readStream('no-such-game')).toEqual([]);
    });

    it('gives every event a global position that grows across games', async () => {
      const a = await newGame();
      const b = await newGame();
      const positions: bigint[] = [];
      for (const [gameId, version] of [[a, 0], [b, 0], [a, 2], [b, 2]] as const) {
        const { events } = await store().append(appendOf(gameId, version, 2));
        positions.push(...events.map((e) => BigInt(e.position)));
      }
      const sorted = [...positions].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
      expect(positions).toEqual(sorted);
      expect(new Set(positions).size).toBe(positions.length);
    });

    it('stores JSON payloads as given, including null and nested values', async () => {
      const gameId = await newGame();
      const payloads = [null, 0, 'text', [1, 'two', { three: [true, null] }], { unicode: '한국어 日本語', deep: { a: [] } }];
      await store().append({
        gameId,
        expectedVersion: 0,
        actor: 'german',
        commandId: randomUUID(),
        events: payloads.map((payload) => ({ type: 'Any', payload })),
      });
      expect((await store().readStream(gameId)).map((e) => e.payload)).toEqual(payloads);
    });

    it('ends the game with its outcome when the append carries one', async () => {
      const gameId = await newGame();
      await store().append({ ...appendOf(gameId, 0), outcome: { winner: 'british', reason: 'Spee sunk' } });
      expect(await store().getGame(gameId)).toMatchObject({
        version: 1,
        status: 'ended',
        outcome: { winner: 'british', reason: 'Spee sunk' },
      });
    });

    it('stores all of an append or none of it', async () => {
      const gameId = await newGame();
      // A lone surrogate is valid in JS but not in jsonb: the games update fails after the events were inserted.
      const failing = { ...appendOf(gameId, 0, 3), outcome: { broken: '\ud800' } };
      await expect(store().append(failing)).rejects.toThrow();
      expect(await store().readStream(gameId)).toEqual([]);
      expect(await store().getGame(gameId)).toMatchObject({ version: 0, status: 'active' });
      // The command id was not consumed either.
      expect((await store().append({ ...failing, outcome: undefined })).duplicate).toBe(false);
    });

    it('refuses an append to an unknown game', async () => {
      await expect(store().append(appendOf('no-such-game', 0))).rejects.toBeInstanceOf(GameNotFoundError);
    });

    it('refuses a negative or fractional expected version', async () => {
      const gameId = await newGame();
      await expect(store().append(appendOf(gameId, -1))).rejects.toThrow(/expectedVersion/);
      await expect(store().append(appendOf(gameId, 0.5))).rejects.toThrow(/expectedVersion/);
    });
  });

  describe('optimistic concurrency', () => {
    it('throws ConcurrencyError on a stale or future expected version and stores nothing', async () => {
      const gameId = await newGame();
      await store().append(appendOf(gameId, 0, 2));
      for (const stale of [0, 1, 3]) {
        const error = await store().append(appendOf(gameId, stale)).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ConcurrencyError);
        expect(error).toMatchObject({ gameId, expectedVersion: stale });
      }
      expect(await store().readStream(gameId)).toHaveLength(2);
      expect((await store().getGame(gameId))?.version).toBe(2);
    });

    it('lets exactly one of many concurrent appends at the same version win, with nothing duplicated', async () => {
      const gameId = await newGame();
      await store().append(appendOf(gameId, 0));
      const attempts = Array.from({ length: 12 }, (_, i) => appendOf(gameId, 1, 2, `racer-${i}`));
      const settled = await Promise.allSettled(attempts.map((request) => store().append(request)));

      const won = settled.filter((s) => s.status === 'fulfilled');
      const lost = settled.filter((s) => s.status === 'rejected');
      expect(won).toHaveLength(1);
      for (const loss of lost) expect((loss as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);

      const stream = await store().readStream(gameId);
      expect(stream.map((e) => e.seq)).toEqual([1, 2, 3]);
      const winner = (won[0] as PromiseFulfilledResult<AppendResult>).value;
      expect(stream.slice(1).map((e) => e.commandId)).toEqual(winner.events.map((e) => e.commandId));
      expect((await store().getGame(gameId))?.version).toBe(3);
    });

    it('turns a unique-key clash with a writer that bypassed the stream lock into ConcurrencyError', async () => {
      const gameId = await newGame();
      // A foreign writer takes seq 1 without moving the version: only the (game_id, seq) key can stop the append.
      await backend.sql(`INSERT INTO events (game_id, seq, type, payload) VALUES ($1, 1, 'Foreign', '{}')`, [gameId]);
      const error = await store().append(appendOf(gameId, 0)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConcurrencyError);
      expect((await store().readStream(gameId)).map((e) => e.type)).toEqual(['Foreign']);
      expect((await store().getGame(gameId))?.version).toBe(0);
    });

    it('keeps every stream gapless under any mix of fresh and stale appends (property)', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.record({ lag: fc.nat(2), count: fc.integer({ min: 1, max: 3 }) }), { maxLength: 8 }), async (steps) => {
          const gameId = await newGame();
          let version = 0;
          for (const { lag, count } of steps) {
            const expected = Math.max(0, version - lag);
            const attempt = store().append(appendOf(gameId, expected, count));
            if (expected === version) {
              await attempt;
              version += count;
            } else {
              await expect(attempt).rejects.toBeInstanceOf(ConcurrencyError);
            }
          }
          const stream = await store().readStream(gameId);
          expect(stream.map((e) => e.seq)).toEqual(Array.from({ length: version }, (_, i) => i + 1));
          expect((await store().getGame(gameId))?.version).toBe(version);
        }),
        { numRuns: 15 },
      );
    });
  });

  describe('idempotent commands', () => {
    it('returns the first result for a retried command id and appends nothing', async () => {
      const gameId = await newGame();
      const request = appendOf(gameId, 0, 2, 'retry-me');
      const first = await store().append(request);
      const retry = await store().append(request);
      expect(retry).toEqual({ events: first.events, duplicate: true });
      // Even with a stale version and different events: the command id alone decides.
      const late = await store().append({ ...appendOf(gameId, 0, 1, 'retry-me'), events: [{ type: 'Other', payload: 1 }] });
      expect(late).toEqual({ events: first.events, duplicate: true });
      expect(await store().readStream(gameId)).toHaveLength(2);
    });

    it('keeps command ids per game', async () => {
      const a = await newGame();
      const b = await newGame();
      await store().append(appendOf(a, 0, 1, 'shared-id'));
      expect((await store().append(appendOf(b, 0, 1, 'shared-id'))).duplicate).toBe(false);
    });

    it('stores a command that produced no events, and recognises its retry', async () => {
      const gameId = await newGame();
      const empty = { ...appendOf(gameId, 0, 0, 'no-op') };
      expect(await store().append(empty)).toEqual({ events: [], duplicate: false });
      expect(await store().append(empty)).toEqual({ events: [], duplicate: true });
      expect((await store().getGame(gameId))?.version).toBe(0);
    });

    it('answers racing identical retries with one stored result', async () => {
      const gameId = await newGame();
      const request = appendOf(gameId, 0, 3, 'racing-retry');
      const results = await Promise.all(Array.from({ length: 8 }, () => store().append(request)));
      expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
      for (const result of results) expect(result.events).toEqual(results[0]?.events);
      expect(await store().readStream(gameId)).toHaveLength(3);
    });
  });

  describe('one statement per turn of the event loop (appends: group commit; stream reads)', () => {
    it('reads the streams of one turn together, each as if read alone', async () => {
      const [a, b, c] = [await newGame(), await newGame(), await newGame()];
      await store().append(appendOf(a, 0, 3, 'a-three'));
      await store().append(appendOf(b, 0, 1, 'b-one'));
      const [afterOne, nothingNewer, empty, whole, page] = await Promise.all([
        store().readStream(a, 1),
        store().readStream(b, 1),
        store().readStream(c),
        store().readStream(a),
        store().readStream(a, 0, 2),
      ]);
      expect(afterOne.map((e) => [e.gameId, e.seq, e.commandId])).toEqual([
        [a, 2, 'a-three'],
        [a, 3, 'a-three'],
      ]);
      expect(nothingNewer).toEqual([]);
      expect(empty).toEqual([]);
      expect(whole.map((e) => e.seq)).toEqual([1, 2, 3]);
      expect(whole.slice(1)).toEqual(afterOne);
      expect(page).toEqual(whole.slice(0, 2));
      expect(whole[0]).toEqual({ gameId: a, seq: 1, position: expect.any(String), type: 'Moved', payload: { step: 1 }, actor: 'british', commandId: 'a-three', createdAt: expect.any(Date) });
    });

    it('answers each append of a turn as if it had been sent alone, in the order sent for each game', async () => {
      const [a, b] = [await newGame(), await newGame()];
      const firstOfB = appendOf(b, 0, 2, 'b-first');
      await store().append(appendOf(a, 0, 1, 'a-first'));
      // One turn: a fresh append to each game, a stale one and a later one to game a, a retry and an unknown game.
      const settled = await Promise.allSettled([
        store().append(appendOf(b, 0, 2, 'b-first')),
        store().append(appendOf(a, 1, 1, 'a-second')),
        store().append(appendOf(a, 1, 1, 'a-stale')),
        store().append(appendOf(a, 2, 2, 'a-third')),
        store().append(firstOfB),
        store().append({ ...appendOf('no-such-game', 0), outcome: { winner: 'british' } }),
        store().append({ ...appendOf(b, 2, 1, 'b-last'), outcome: { winner: 'german' } }),
      ]);
      const [bFirst, aSecond, aStale, aThird, bRetry, unknown, bLast] = settled;
      expect(bFirst).toMatchObject({ status: 'fulfilled', value: { duplicate: false } });
      expect(aSecond).toMatchObject({ status: 'fulfilled', value: { duplicate: false, events: [{ seq: 2, commandId: 'a-second' }] } });
      expect(aStale).toMatchObject({ status: 'rejected', reason: expect.any(ConcurrencyError) });
      expect(aThird).toMatchObject({ status: 'fulfilled', value: { events: [{ seq: 3 }, { seq: 4 }] } });
      expect(bRetry).toEqual({ status: 'fulfilled', value: { events: (bFirst as PromiseFulfilledResult<AppendResult>).value.events, duplicate: true } });
      expect(unknown).toMatchObject({ status: 'rejected', reason: expect.any(GameNotFoundError) });
      expect(bLast).toMatchObject({ status: 'fulfilled', value: { events: [{ seq: 3, commandId: 'b-last' }] } });

      expect((await store().readStream(a)).map((e) => [e.seq, e.commandId])).toEqual([
        [1, 'a-first'],
        [2, 'a-second'],
        [3, 'a-third'],
        [4, 'a-third'],
      ]);
      expect((await store().readStream(b)).map((e) => [e.seq, e.commandId])).toEqual([
        [1, 'b-first'],
        [2, 'b-first'],
        [3, 'b-last'],
      ]);
      expect(await store().getGame(a)).toMatchObject({ version: 4, status: 'active' });
      expect(await store().getGame(b)).toMatchObject({ version: 3, status: 'ended', outcome: { winner: 'german' } });
      const positions = [...(await store().readStream(a)), ...(await store().readStream(b))].map((e) => BigInt(e.position));
      expect(new Set(positions).size).toBe(positions.length);
    });

    it('stores the rest of a turn when one append clashes with a foreign writer (the batch is sent again one by one)', async () => {
      const [clashing, fine] = [await newGame(), await newGame()];
      await backend.sql(`INSERT INTO events (game_id, seq, type, payload) VALUES ($1, 1, 'Foreign', '{}')`, [clashing]);
      const [clash, stored] = await Promise.allSettled([store().append(appendOf(clashing, 0)), store().append(appendOf(fine, 0, 2))]);
      expect(clash).toMatchObject({ status: 'rejected', reason: expect.any(ConcurrencyError) });
      expect(stored).toMatchObject({ status: 'fulfilled', value: { events: [{ seq: 1 }, { seq: 2 }] } });
      expect((await store().readStream(clashing)).map((e) => e.type)).toEqual(['Foreign']);
      expect((await store().getGame(fine))?.version).toBe(2);
    });

    it('notifies each game of a turn once, with its newest version', async () => {
      const [a, b] = [await newGame(), await newGame()];
      const { seen, stop: unsubscribe } = collectNotifications(store(), a, b);
      try {
        await Promise.all([store().append(appendOf(a, 0, 2)), store().append(appendOf(b, 0)), store().append(appendOf(a, 2))]);
        for (let waited = 0; seen.length < 2 && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(seen.filter((n) => n.gameId === a)).toEqual([{ gameId: a, version: 3 }]);
        expect(seen.filter((n) => n.gameId === b)).toEqual([{ gameId: b, version: 1 }]);
      } finally {
        unsubscribe();
      }
    });
  });

  describe('append-only in the database', () => {
    let gameId: string;
    beforeAll(async () => {
      gameId = await newGame();
      await store().append(appendOf(gameId, 0, 2, 'kept'));
    });

    it.each([
      ['UPDATE events', `UPDATE events SET type = 'Forged' WHERE game_id = $1`],
      ['DELETE events', `DELETE FROM events WHERE game_id = $1`],
      ['UPDATE commands', `UPDATE commands SET actor = 'german' WHERE game_id = $1`],
      ['DELETE commands', `DELETE FROM commands WHERE game_id = $1`],
    ])('refuses raw %s', async (_label, sql) => {
      await expect(backend.sql(sql, [gameId])).rejects.toThrow(/append-only/);
      const stream = await store().readStream(gameId);
      expect(stream.map((e) => [e.seq, e.type])).toEqual([[1, 'Moved'], [2, 'Moved']]);
      expect((await store().append(appendOf(gameId, 0, 1, 'kept'))).duplicate).toBe(true);
    });

    it.each(['events', 'commands'])('refuses TRUNCATE %s', async (table) => {
      await expect(backend.sql(`TRUNCATE ${table} CASCADE`)).rejects.toThrow(/append-only/);
      expect(await store().readStream(gameId)).toHaveLength(2);
    });

    it('refuses deleting a game that has events', async () => {
      await expect(backend.sql('DELETE FROM games WHERE id = $1', [gameId])).rejects.toThrow();
      expect(await store().getGame(gameId)).not.toBeNull();
    });
  });

  describe('live notifications', () => {
    it('notifies { gameId, version } once the append has committed', async () => {
      const gameId = await newGame();
      const seen = nextNotification(store(), (n) => (n.gameId === gameId ? n : undefined));
      // When the notification arrives the events must already be readable.
      const readable = nextNotification(store(), (n) =>
        n.gameId === gameId ? store().readStream(gameId).then((events) => events.length) : undefined,
      );
      await store().append(appendOf(gameId, 0, 2));
      expect(await seen).toEqual({ gameId, version: 2 });
      expect(await readable).toBe(2);
    });

    // Notifications are sent in commit order, those of one statement together: a marker game's notification, asked
    // for after an append, says that the append's own (if it had one) has arrived too.
    const marked = async () => {
      const marker = await newGame();
      await Promise.all([nextNotification(store(), (n) => (n.gameId === marker ? n : undefined)), store().append(appendOf(marker, 0))]);
    };

    it('does not notify for a refused append, and notifies a duplicate again (its first process may have stopped before notifying)', async () => {
      const gameId = await newGame();
      const { seen, stop: unsubscribe } = collectNotifications(store(), gameId);
      try {
        const request = appendOf(gameId, 0, 1);
        await Promise.all([nextNotification(store(), (n) => (n.gameId === gameId ? n : undefined)), store().append(request)]);
        const again = await Promise.all([nextNotification(store(), (n) => (n.gameId === gameId ? n : undefined)), store().append(request)]);
        expect(again[1].duplicate).toBe(true);
        await expect(store().append(appendOf(gameId, 0))).rejects.toBeInstanceOf(ConcurrencyError);
        await marked();
        expect(seen.map((n) => n.version)).toEqual([1, 1]);
      } finally {
        unsubscribe();
      }
    });

    it('notifies an append of a batch that rolled back and was sent again alone, never the append refused', async () => {
      const [clashing, fine] = [await newGame(), await newGame()];
      await backend.sql(`INSERT INTO events (game_id, seq, type, payload) VALUES ($1, 1, 'Foreign', '{}')`, [clashing]);
      const { seen, stop: unsubscribe } = collectNotifications(store(), clashing, fine);
      try {
        // One turn: the batch fails on the foreign row and rolls back whole, then each append goes alone.
        await Promise.allSettled([store().append(appendOf(clashing, 0)), store().append(appendOf(fine, 0, 2))]);
        await marked();
        expect(seen).toEqual([{ gameId: fine, version: 2 }]);
      } finally {
        unsubscribe();
      }
    });

    it('notifies an append that ends the game without events, and not one that neither stores nor ends anything', async () => {
      const gameId = await newGame();
      const { seen, stop: unsubscribe } = collectNotifications(store(), gameId);
      try {
        await store().append(appendOf(gameId, 0, 1));
        await store().append(appendOf(gameId, 1, 0));
        await marked();
        expect(seen).toEqual([{ gameId, version: 1 }]);
        await store().append({ ...appendOf(gameId, 1, 0), outcome: { winner: 'german' } });
        await marked();
        expect(seen).toEqual([
          { gameId, version: 1 },
          { gameId, version: 1 },
        ]);
        expect(await store().getGame(gameId)).toMatchObject({ version: 1, status: 'ended', outcome: { winner: 'german' } });
      } finally {
        unsubscribe();
      }
    });

    it('stops notifying after unsubscribe, and a throwing listener does not stop the others', async () => {
      const gameId = await newGame();
      const removed = jest.fn();
      store().subscribe(removed)();
      const throwing = store().subscribe(() => {
        throw new Error('listener bug');
      });
      const delivered = nextNotification(store(), (n) => (n.gameId === gameId ? n : undefined));
      await store().append(appendOf(gameId, 0));
      await expect(delivered).resolves.toEqual({ gameId, version: 1 });
      throwing();
      expect(removed).not.toHaveBeenCalled();
    });
  });

  it('answers ping', async () => {
    await expect(store().ping()).resolves.toBeUndefined();
  });
});
