import { createRegistry, seededDice, type DiceSource } from '@wargames/engine';
import { ConcurrencyError, type AppendRequest } from '@wargames/event-store';
import fc from 'fast-check';
import { ApiError } from '../errors/api-error';
import { hideAndSeek, HIDE_AND_SEEK_SECRET_KEYS } from '../testing/hide-and-seek-game';
import { InMemoryEventStore } from '../testing/in-memory-event-store';
import type { Caller } from './game-models';
import { GameService } from './game-service';

const registry = createRegistry([hideAndSeek]);

function setup(dice: DiceSource = seededDice(1)) {
  const store = new InMemoryEventStore();
  const service = new GameService(store, registry, dice);
  return { store, service };
}

async function seatedGame(service: GameService, rounds = 2) {
  const game = await service.createGame('hide-and-seek', { rounds });
  const hiderSeat = await service.claimSeat(game.id, 'hider');
  const seekerSeat = await service.claimSeat(game.id, 'seeker');
  const hider = await service.callerFor(game.id, hiderSeat.token);
  const seeker = await service.callerFor(game.id, seekerSeat.token);
  const spectator = await service.callerFor(game.id, undefined);
  return { game, hider, seeker, spectator, tokens: { hider: hiderSeat.token, seeker: seekerSeat.token } };
}

async function refusal(promise: Promise<unknown>): Promise<ReturnType<ApiError['toBody']>> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.toBody();
    throw error;
  }
  throw new Error('expected a refusal');
}

function secretKeysIn(value: unknown): string[] {
  const text = JSON.stringify(value);
  return HIDE_AND_SEEK_SECRET_KEYS.filter((key) => text.includes(`"${key}"`));
}

describe('GameService', () => {
  describe('games and seats', () => {
    it('creates a game with its parsed options and lists it', async () => {
      const { service } = setup();
      const game = await service.createGame('hide-and-seek', { rounds: 3 });
      expect(game).toMatchObject({ gameType: 'hide-and-seek', options: { rounds: 3 }, status: 'active', version: 0, pending: ['hider'] });
      expect(game.seats).toEqual([{ role: 'hider', claimed: false }, { role: 'seeker', claimed: false }]);
      expect((await service.listGames({})).map((listed) => listed.id)).toEqual([game.id]);
    });

    it('refuses an unknown game type and malformed options, storing nothing', async () => {
      const { service, store } = setup();
      expect(await refusal(service.createGame('chess', {}))).toMatchObject({ code: 'ERR_UNKNOWN_GAME_TYPE', status: 404, rule: 'gameType' });
      expect(await refusal(service.createGame('hide-and-seek', { rounds: 'many' }))).toMatchObject({ code: 'ERR_MALFORMED_OPTIONS', status: 400, rule: 'rounds' });
      expect(await store.listGames({ limit: 10, offset: 0 })).toEqual([]);
    });

    it('gives each seat once, with a secret token, and refuses unknown seats', async () => {
      const { service } = setup();
      const game = await service.createGame('hide-and-seek', {});
      const claim = await service.claimSeat(game.id, 'hider');
      expect(claim.token).toMatch(/^wgs_/);
      expect(await refusal(service.claimSeat(game.id, 'hider'))).toMatchObject({ code: 'ERR_SEAT_TAKEN', status: 409 });
      expect(await refusal(service.claimSeat(game.id, 'referee'))).toMatchObject({ code: 'ERR_UNKNOWN_ROLE', status: 404 });
      expect((await service.getGame(game.id)).seats).toEqual([{ role: 'hider', claimed: true }, { role: 'seeker', claimed: false }]);
    });

    it('knows the caller by token: a seat, a spectator without one, refused for another game’s token', async () => {
      const { service } = setup();
      const { game, tokens } = await seatedGame(service);
      const other = await service.createGame('hide-and-seek', {});
      expect(await service.callerFor(game.id, tokens.hider)).toEqual({ gameId: game.id, role: 'hider' });
      expect(await service.callerFor(game.id, undefined)).toEqual({ gameId: game.id, role: null });
      expect(await refusal(service.callerFor(other.id, tokens.hider))).toMatchObject({ code: 'ERR_UNAUTHENTICATED', status: 401 });
      expect(await refusal(service.callerFor('no-such-game', undefined))).toMatchObject({ code: 'ERR_GAME_NOT_FOUND', status: 404 });
      expect(await refusal(service.callerFor('../../etc', undefined))).toMatchObject({ code: 'ERR_GAME_NOT_FOUND' });
    });
  });

  describe('commands', () => {
    it('answers with the events and view the caller may see', async () => {
      const { service } = setup();
      const { hider, seeker } = await seatedGame(service);
      const hidden = await service.submitCommand(hider, { commandId: 'h1', command: { type: 'hide', cell: 4 } });
      expect(hidden).toMatchObject({ duplicate: false, version: 2, view: { viewer: 'hider', yourTurn: false, pending: ['seeker'], view: { hiddenAt: 4 } } });
      expect(hidden.events).toEqual([{ seq: 2, actor: 'hider', event: expect.objectContaining({ type: 'hidden', cell: 4 }) }]);

      const seekerView = await service.view(seeker);
      expect(seekerView).toMatchObject({ viewer: 'seeker', yourTurn: true, view: { tokenHidden: true } });
      expect(secretKeysIn(seekerView)).toEqual([]);
      const sought = await service.submitCommand(seeker, { commandId: 's1', expectedVersion: 2, command: { type: 'seek', cell: 3 } });
      expect(sought.events).toEqual([{ seq: 4, actor: 'seeker', event: expect.objectContaining({ type: 'sought', cell: 3, found: false }) }]);
      expect(secretKeysIn(sought)).toEqual([]);
    });

    it('refuses a spectator’s command (ERR_NOT_A_PLAYER) and stores nothing', async () => {
      const { service } = setup();
      const { spectator, game } = await seatedGame(service);
      expect(await refusal(service.submitCommand(spectator, { commandId: 'x', command: { type: 'hide', cell: 1 } }))).toMatchObject({ code: 'ERR_NOT_A_PLAYER', status: 403 });
      expect((await service.getGame(game.id)).version).toBe(0);
    });

    it('refuses a stale expectedVersion with ERR_STALE_VERSION and stores nothing', async () => {
      const { service } = setup();
      const { hider, game } = await seatedGame(service);
      expect(await refusal(service.submitCommand(hider, { commandId: 'h1', expectedVersion: 5, command: { type: 'hide', cell: 1 } }))).toMatchObject({
        code: 'ERR_STALE_VERSION',
        rule: 'expectedVersion',
        status: 409,
      });
      expect((await service.getGame(game.id)).version).toBe(0);
    });

    it('refuses a malformed command naming the field, and a rule violation with the rule id', async () => {
      const { service } = setup();
      const { hider, seeker, game } = await seatedGame(service);
      expect(await refusal(service.submitCommand(hider, { commandId: 'a', command: { type: 'hide', cell: 12 } }))).toMatchObject({ code: 'ERR_MALFORMED_COMMAND', rule: 'cell', status: 400 });
      expect(await refusal(service.submitCommand(hider, { commandId: 'b', command: 'hide' }))).toMatchObject({ code: 'ERR_MALFORMED_COMMAND', status: 400 });
      expect(await refusal(service.submitCommand(seeker, { commandId: 'c', command: { type: 'seek', cell: 1 } }))).toMatchObject({ code: 'ERR_NOT_YOUR_TURN', rule: 'T-1', status: 422 });
      expect(await refusal(service.submitCommand(hider, { commandId: 'bad id', command: { type: 'hide', cell: 1 } }))).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'commandId' });
      expect(await refusal(service.submitCommand(hider, { commandId: 'd', expectedVersion: -1, command: { type: 'hide', cell: 1 } }))).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'expectedVersion' });
      expect((await service.getGame(game.id)).version).toBe(0);
    });

    it('answers a retried command id with the first result and stores it once', async () => {
      const { service, store } = setup();
      const { hider, seeker, game } = await seatedGame(service);
      const first = await service.submitCommand(hider, { commandId: 'same', command: { type: 'hide', cell: 2 } });
      const retry = await service.submitCommand(hider, { commandId: 'same', command: { type: 'hide', cell: 2 } });
      expect(retry).toEqual({ ...first, duplicate: true });
      await service.submitCommand(seeker, { commandId: 'next', command: { type: 'seek', cell: 0 } });
      const late = await service.submitCommand(hider, { commandId: 'same', expectedVersion: 0, command: { type: 'hide', cell: 2 } });
      expect(late).toMatchObject({ duplicate: true, version: first.version, events: first.events });
      expect((await store.readStream(game.id)).length).toBe(4);
      expect(await refusal(service.submitCommand(seeker, { commandId: 'same', command: { type: 'seek', cell: 2 } }))).toMatchObject({ code: 'ERR_COMMAND_ID_REUSED' });
    });

    it('decides again when another writer got in first, unless the caller gave expectedVersion', async () => {
      const { service, store } = setup();
      const { hider, seeker, game } = await seatedGame(service);
      const append = store.append.bind(store);
      let conflicts = 1;
      store.append = async (request: AppendRequest) => {
        if (conflicts-- > 0) throw new ConcurrencyError(request.gameId, request.expectedVersion);
        return append(request);
      };
      expect((await service.submitCommand(hider, { commandId: 'h', command: { type: 'hide', cell: 1 } })).version).toBe(2);
      conflicts = 1;
      await expect(service.submitCommand(seeker, { commandId: 's', expectedVersion: 2, command: { type: 'seek', cell: 1 } })).rejects.toMatchObject({ code: 'ERR_STALE_VERSION' });
      expect((await service.getGame(game.id)).version).toBe(2);
    });

    it('gives up with ERR_CONTENDED when the game keeps moving, storing nothing', async () => {
      const { service, store } = setup();
      const { hider, game } = await seatedGame(service);
      store.append = async (request: AppendRequest) => {
        throw new ConcurrencyError(request.gameId, request.expectedVersion);
      };
      expect(await refusal(service.submitCommand(hider, { commandId: 'h', command: { type: 'hide', cell: 1 } }))).toMatchObject({ code: 'ERR_CONTENDED', status: 409 });
      expect((await service.getGame(game.id)).version).toBe(0);
    });
  });

  describe('reading a game', () => {
    async function playedGame(service: GameService) {
      const seated = await seatedGame(service, 2);
      await service.submitCommand(seated.hider, { commandId: 'h1', command: { type: 'hide', cell: 4 } });
      await service.submitCommand(seated.seeker, { commandId: 's1', command: { type: 'seek', cell: 4 } });
      await service.submitCommand(seated.hider, { commandId: 'h2', command: { type: 'hide', cell: 7 } });
      return seated;
    }

    it('pages the caller’s redacted history', async () => {
      const { service } = setup();
      const { seeker, hider } = await playedGame(service);
      const page = await service.history(seeker, { limit: 2 });
      expect(page.entries.map((entry) => entry.event.type)).toEqual(['hidden', 'sought']);
      expect(page).toMatchObject({ hasMore: true, nextAfterSeq: 4 });
      const rest = await service.history(seeker, { afterSeq: page.nextAfterSeq });
      expect(rest).toMatchObject({ hasMore: false, nextAfterSeq: 6, entries: [{ seq: 6, actor: 'hider', event: { type: 'hidden', round: 2 } }] });
      expect(secretKeysIn([page, rest])).toEqual([]);
      expect((await service.history(hider, {})).entries[2]?.event).toMatchObject({ cell: 7 });
      expect(await refusal(service.history(seeker, { limit: 0 }))).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'limit' });
    });

    it('offers the caller its legal commands only on its turn', async () => {
      const { service } = setup();
      const { seeker, hider, spectator } = await playedGame(service);
      expect((await service.legalCommands(seeker)).commands).toHaveLength(8);
      expect((await service.legalCommands(hider)).commands).toEqual([]);
      expect((await service.legalCommands(spectator)).commands).toEqual([]);
    });

    it('replays a step from the caller’s own eyes while the game runs, never from another’s (GS-9)', async () => {
      const { service } = setup();
      const { seeker, spectator } = await playedGame(service);
      const frame = await service.replayFrame(seeker, 1);
      expect(frame).toMatchObject({ step: 1, steps: 3, version: 2, actor: 'hider', perspective: 'seeker', view: { tokenHidden: true } });
      expect(secretKeysIn(frame)).toEqual([]);
      expect((await service.replayFrame(seeker, 0)).events).toEqual([]);
      expect(await refusal(service.replayFrame(seeker, 1, 'hider'))).toMatchObject({ code: 'ERR_PERSPECTIVE_FORBIDDEN', status: 403 });
      expect(await refusal(service.replayFrame(spectator, 1, 'omniscient'))).toMatchObject({ code: 'ERR_PERSPECTIVE_FORBIDDEN' });
      expect(await refusal(service.view(seeker, 'omniscient'))).toMatchObject({ code: 'ERR_PERSPECTIVE_FORBIDDEN' });
      expect(await refusal(service.replayFrame(seeker, 4))).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'step' });
      expect(await refusal(service.replayFrame(seeker, 1, 'god'))).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'perspective' });
    });

    it('opens every perspective, omniscient included, once the game has ended', async () => {
      const { service } = setup();
      const { seeker, spectator, hider } = await playedGame(service);
      await service.submitCommand(seeker, { commandId: 's2', command: { type: 'seek', cell: 1 } });
      expect((await service.getGame(seeker.gameId)).status).toBe('ended');
      const frame = await service.replayFrame(spectator, 1, 'omniscient');
      expect(frame.view).toMatchObject({ hiddenAt: 4 });
      expect((await service.view(seeker, 'hider')).view).toMatchObject({ decoys: expect.any(Array) });
      expect(await refusal(service.submitCommand(hider, { commandId: 'late', command: { type: 'hide', cell: 1 } }))).toMatchObject({ code: 'ERR_GAME_OVER', rule: 'T-3' });
      expect(await refusal(service.claimSeat(seeker.gameId, 'hider'))).toMatchObject({ code: 'ERR_GAME_OVER' });
    });
  });

  describe('records', () => {
    async function finishedGame(service: GameService) {
      const seated = await seatedGame(service, 1);
      await service.submitCommand(seated.hider, { commandId: 'h1', command: { type: 'hide', cell: 4 } });
      await service.submitCommand(seated.seeker, { commandId: 's1', command: { type: 'seek', cell: 5 } });
      return seated;
    }

    it('exports only a finished game', async () => {
      const { service } = setup();
      const { game, hider } = await seatedGame(service);
      await service.submitCommand(hider, { commandId: 'h1', command: { type: 'hide', cell: 4 } });
      expect(await refusal(service.exportRecord(game.id))).toMatchObject({ code: 'ERR_GAME_NOT_ENDED', status: 409 });
    });

    it('imports an exported record as a new ended game with the same history', async () => {
      const { service } = setup();
      const { game, spectator } = await finishedGame(service);
      const record = await service.exportRecord(game.id);
      expect(record.steps.map((step) => [step.commandId, step.actor, step.dice.length])).toEqual([['h1', 'hider', 1], ['s1', 'seeker', 1]]);
      const imported = await service.importRecord(JSON.parse(JSON.stringify(record)));
      expect(imported).toMatchObject({ status: 'ended', gameType: 'hide-and-seek', outcome: record.outcome });
      const original = await service.history(spectator, { perspective: 'omniscient' });
      const copy = await service.history({ gameId: imported.id, role: null }, { perspective: 'omniscient' });
      expect(copy.entries).toEqual(original.entries);
      expect(await service.exportRecord(imported.id)).toMatchObject({ steps: record.steps.map((step) => ({ ...step, commandId: step.commandId })) });
    });

    it('rejects a record whose step is illegal, whose dice or events do not fit, or that is unfinished, and stores nothing', async () => {
      const { service, store } = setup();
      const { game } = await finishedGame(service);
      const record = await service.exportRecord(game.id);
      const before = (await store.listGames({ limit: 100, offset: 0 })).length;
      const tamper = (change: (copy: typeof record) => void) => {
        const copy = JSON.parse(JSON.stringify(record)) as typeof record;
        change(copy);
        return service.importRecord(copy);
      };
      expect(await refusal(tamper((r) => r.steps.reverse()))).toMatchObject({ code: 'ERR_ILLEGAL_RECORD', rule: 'steps.0', status: 422 });
      expect(await refusal(tamper((r) => (r.steps[0] = { ...r.steps[0], actor: 'hider', command: { type: 'hide', cell: 4 }, dice: [] })))).toMatchObject({ code: 'ERR_ILLEGAL_RECORD', rule: 'steps.0' });
      expect(await refusal(tamper((r) => (r.steps[0] = { ...r.steps[0], actor: 'hider', command: { type: 'hide', cell: 4 }, dice: [[6, 0], [6, 1]] })))).toMatchObject({ code: 'ERR_ILLEGAL_RECORD' });
      expect(await refusal(tamper((r) => (r.steps[1] = { ...r.steps[1], actor: 'seeker', command: { type: 'seek', cell: 5 }, dice: r.steps[1]?.dice ?? [], events: [{ type: 'sought', cell: 4, found: true }] })))).toMatchObject({ code: 'ERR_ILLEGAL_RECORD', rule: 'steps.1' });
      expect(await refusal(tamper((r) => r.steps.pop()))).toMatchObject({ code: 'ERR_ILLEGAL_RECORD', rule: 'steps' });
      expect(await refusal(tamper((r) => (r.outcome = { winner: 'hider', reason: 'x', rule: 'T-3', message: 'x' })))).toMatchObject({ code: 'ERR_ILLEGAL_RECORD', rule: 'outcome' });
      expect(await refusal(tamper((r) => ((r as { format: string }).format = 'pgn')))).toMatchObject({ code: 'ERR_MALFORMED_RECORD', rule: 'format', status: 400 });
      expect(await refusal(tamper((r) => (r.gameType = 'chess')))).toMatchObject({ code: 'ERR_UNKNOWN_GAME_TYPE' });
      expect(await refusal(service.importRecord('not a record'))).toMatchObject({ code: 'ERR_MALFORMED_RECORD' });
      let deep: unknown = {};
      for (let level = 0; level < 20_000; level++) deep = [deep];
      expect(await refusal(tamper((r) => (r.options = deep as typeof r.options)))).toMatchObject({ code: 'ERR_MALFORMED_RECORD', rule: 'record', status: 400 });
      expect((await store.listGames({ limit: 100, offset: 0 })).length).toBe(before);
    });
  });

  it('property: whatever is played, nothing sent to the seeker or a spectator holds a hidden fact', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 1, max: 5 }), async (seed, rounds) => {
        const choices = seededDice(seed);
        const { service } = setup(seededDice(seed + 1));
        const { hider, seeker, spectator } = await seatedGame(service, rounds);
        const sentToOthers: unknown[] = [];
        for (let n = 0; n < 20; n++) {
          const summary = await service.getGame(hider.gameId);
          if (summary.status === 'ended') break;
          const caller: Caller = summary.pending[0] === 'hider' ? hider : seeker;
          const legal = (await service.legalCommands(caller)).commands;
          const command = legal[choices.int(legal.length)];
          const result = await service.submitCommand(caller, { commandId: `c${n}`, command });
          if (caller === seeker) sentToOthers.push(result);
          sentToOthers.push(await service.view(seeker), await service.view(spectator), await service.legalCommands(seeker));
          sentToOthers.push(await service.history(seeker, {}), await service.history(spectator, {}), summary);
        }
        const steps = (await service.replayFrame(seeker, 0)).steps;
        for (let step = 0; step <= steps; step++) sentToOthers.push(await service.replayFrame(seeker, step));
        expect(secretKeysIn(sentToOthers)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
