import { createRegistry, seededDice, withAbort, type AnyGame } from '@wargames/engine';
import { ConcurrencyError, type AppendRequest } from '@wargames/event-store';
import { gameServices } from '../testing/game-services';
import { HIDE_AND_SEEK_SECRET_KEYS, hideAndSeek } from '../testing/hide-and-seek-game';
import { refusal } from '../testing/refusal';

function secretKeysIn(value: unknown): string[] {
  const text = JSON.stringify(value);
  return HIDE_AND_SEEK_SECRET_KEYS.filter((key) => text.includes(`"${key}"`));
}

describe('CommandSubmission', () => {
  it('answers with the events and view the caller may see', async () => {
    const services = gameServices();
    const { commands, reads } = services;
    const { hider, seeker } = await services.seatedGame();
    const hidden = await commands.submit(hider, { commandId: 'h1', command: { type: 'hide', cell: 4 } });
    expect(hidden).toMatchObject({ duplicate: false, version: 2, view: { viewer: 'hider', yourTurn: false, pending: ['seeker'], view: { hiddenAt: 4 } } });
    expect(hidden.events).toEqual([{ seq: 2, actor: 'hider', event: expect.objectContaining({ type: 'hidden', cell: 4 }) }]);

    const seekerView = await reads.view(seeker);
    expect(seekerView).toMatchObject({ viewer: 'seeker', yourTurn: true, view: { tokenHidden: true } });
    expect(secretKeysIn(seekerView)).toEqual([]);
    const sought = await commands.submit(seeker, { commandId: 's1', expectedVersion: 2, command: { type: 'seek', cell: 3 } });
    expect(sought.events).toEqual([{ seq: 4, actor: 'seeker', event: expect.objectContaining({ type: 'sought', cell: 3, found: false }) }]);
    expect(secretKeysIn(sought)).toEqual([]);
  });

  it('refuses a spectator’s command (ERR_NOT_A_PLAYER) and stores nothing', async () => {
    const services = gameServices();
    const { spectator, game } = await services.seatedGame();
    expect(await refusal(services.commands.submit(spectator, { commandId: 'x', command: { type: 'hide', cell: 1 } }))).toMatchObject({ code: 'ERR_NOT_A_PLAYER', status: 403 });
    expect((await services.lobby.getGame(game.id)).version).toBe(0);
  });

  it('refuses a stale expectedVersion with ERR_STALE_VERSION and stores nothing', async () => {
    const services = gameServices();
    const { hider, game } = await services.seatedGame();
    expect(await refusal(services.commands.submit(hider, { commandId: 'h1', expectedVersion: 5, command: { type: 'hide', cell: 1 } }))).toMatchObject({
      code: 'ERR_STALE_VERSION',
      rule: 'expectedVersion',
      status: 409,
    });
    expect((await services.lobby.getGame(game.id)).version).toBe(0);
  });

  it('refuses a malformed command naming the field, and a rule violation with the rule id', async () => {
    const services = gameServices();
    const { commands } = services;
    const { hider, seeker, game } = await services.seatedGame();
    expect(await refusal(commands.submit(hider, { commandId: 'a', command: { type: 'hide', cell: 12 } }))).toMatchObject({ code: 'ERR_MALFORMED_COMMAND', rule: 'cell', status: 400 });
    expect(await refusal(commands.submit(hider, { commandId: 'b', command: 'hide' }))).toMatchObject({ code: 'ERR_MALFORMED_COMMAND', status: 400 });
    expect(await refusal(commands.submit(seeker, { commandId: 'c', command: { type: 'seek', cell: 1 } }))).toMatchObject({ code: 'ERR_NOT_YOUR_TURN', rule: 'T-1', status: 422 });
    expect(await refusal(commands.submit(hider, { commandId: 'bad id', command: { type: 'hide', cell: 1 } }))).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'commandId' });
    expect(await refusal(commands.submit(hider, { commandId: 'd', expectedVersion: -1, command: { type: 'hide', cell: 1 } }))).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'expectedVersion' });
    expect((await services.lobby.getGame(game.id)).version).toBe(0);
  });

  it('refuses a command once the game has ended, with the rule that ended it', async () => {
    const services = gameServices();
    const { hider, seeker } = await services.seatedGame(1);
    await services.commands.submit(hider, { commandId: 'h1', command: { type: 'hide', cell: 4 } });
    await services.commands.submit(seeker, { commandId: 's1', command: { type: 'seek', cell: 1 } });
    expect(await refusal(services.commands.submit(hider, { commandId: 'late', command: { type: 'hide', cell: 1 } }))).toMatchObject({ code: 'ERR_GAME_OVER', rule: 'T-3' });
  });

  it('answers with the caller’s next legal commands: empty while the game waits for another seat or has ended', async () => {
    const services = gameServices();
    const { commands } = services;
    const { hider, seeker } = await services.seatedGame(1);
    const hidden = await commands.submit(hider, { commandId: 'h1', command: { type: 'hide', cell: 4 } });
    expect(hidden.legal).toEqual([]);
    const sought = await commands.submit(seeker, { commandId: 's1', command: { type: 'seek', cell: 0 } });
    expect(sought).toMatchObject({ view: { status: 'ended' }, legal: [] });
  });

  it('computes the legal commands with game.legal for the caller’s seat on the new state', async () => {
    // A variant in which both seats may always act, and whose legal commands name the number of searched cells.
    const bothAct: AnyGame = {
      ...hideAndSeek,
      id: 'both-act',
      pending: (state: { round: number; rounds: number }) => (state.round > state.rounds ? [] : ['hider', 'seeker']),
      legal: (state: { revealed: number[] }, role: string) => [{ type: role === 'hider' ? 'hide' : 'seek', cell: state.revealed.length }],
    };
    const services = gameServices({ registry: createRegistry([bothAct]) });
    const game = await services.lobby.createGame('both-act', { rounds: 2 });
    const hider = await services.lobby.callerFor(game.id, (await services.lobby.claimSeat(game.id, 'hider')).token);
    const seeker = await services.lobby.callerFor(game.id, (await services.lobby.claimSeat(game.id, 'seeker')).token);
    expect((await services.commands.submit(hider, { commandId: 'h1', command: { type: 'hide', cell: 4 } })).legal).toEqual([{ type: 'hide', cell: 0 }]);
    expect((await services.commands.submit(seeker, { commandId: 's1', command: { type: 'seek', cell: 3 } })).legal).toEqual([{ type: 'seek', cell: 1 }]);
  });

  it('answers a retried command id with the first result and stores it once', async () => {
    const services = gameServices();
    const { commands, store } = services;
    const { hider, seeker, game } = await services.seatedGame();
    const first = await commands.submit(hider, { commandId: 'same', command: { type: 'hide', cell: 2 } });
    const retry = await commands.submit(hider, { commandId: 'same', command: { type: 'hide', cell: 2 } });
    expect(retry).toEqual({ ...first, duplicate: true });
    await commands.submit(seeker, { commandId: 'next', command: { type: 'seek', cell: 0 } });
    const late = await commands.submit(hider, { commandId: 'same', expectedVersion: 0, command: { type: 'hide', cell: 2 } });
    expect(late).toMatchObject({ duplicate: true, version: first.version, events: first.events });
    expect((await store.readStream(game.id)).length).toBe(4);
    expect(late.legal).toEqual(first.legal);
    expect(await refusal(commands.submit(seeker, { commandId: 'same', command: { type: 'seek', cell: 2 } }))).toMatchObject({ code: 'ERR_COMMAND_ID_REUSED' });
  });

  it('compares a retried command canonically: the same command in another key order is the same; another command is refused', async () => {
    const services = gameServices();
    const { commands, store } = services;
    const { hider, game } = await services.seatedGame();
    const first = await commands.submit(hider, { commandId: 'c', command: { type: 'hide', cell: 2 } });
    expect(await commands.submit(hider, { commandId: 'c', command: { cell: 2, type: 'hide' } })).toEqual({ ...first, duplicate: true });
    expect(await refusal(commands.submit(hider, { commandId: 'c', command: { type: 'hide', cell: 3 } }))).toMatchObject({ code: 'ERR_COMMAND_ID_REUSED', rule: 'commandId', status: 409 });
    expect(await refusal(commands.submit(hider, { commandId: 'c', command: { type: 'hide' } }))).toMatchObject({ code: 'ERR_COMMAND_ID_REUSED', status: 409 });
    expect((await store.readStream(game.id)).length).toBe(2);
  });

  it('refuses a different command under a stored id even when the store reports the duplicate (a racing retry)', async () => {
    const services = gameServices();
    const { commands, store } = services;
    const { hider, game } = await services.seatedGame();
    await commands.submit(hider, { commandId: 'c', command: { type: 'hide', cell: 2 } });
    // The service reads the stream before the retry is stored by another process: only the store sees the duplicate.
    const readStream = store.readStream.bind(store);
    let hideOnce = true;
    store.readStream = async (gameId: string, afterSeq?: number, limit?: number) => {
      if (!hideOnce) return readStream(gameId, afterSeq, limit);
      hideOnce = false;
      return [];
    };
    const fresh = gameServices({ store });
    expect(await refusal(fresh.commands.submit(hider, { commandId: 'c', expectedVersion: 0, command: { type: 'hide', cell: 5 } }))).toMatchObject({ code: 'ERR_COMMAND_ID_REUSED' });
    expect((await store.readStream(game.id)).length).toBe(2);
  });

  it('decides again when another writer got in first, unless the caller gave expectedVersion', async () => {
    const services = gameServices();
    const { commands, store } = services;
    const { hider, seeker, game } = await services.seatedGame();
    const append = store.append.bind(store);
    let conflicts = 1;
    store.append = async (request: AppendRequest) => {
      if (conflicts-- > 0) throw new ConcurrencyError(request.gameId, request.expectedVersion);
      return append(request);
    };
    expect((await commands.submit(hider, { commandId: 'h', command: { type: 'hide', cell: 1 } })).version).toBe(2);
    conflicts = 1;
    await expect(commands.submit(seeker, { commandId: 's', expectedVersion: 2, command: { type: 'seek', cell: 1 } })).rejects.toMatchObject({ code: 'ERR_STALE_VERSION' });
    expect((await services.lobby.getGame(game.id)).version).toBe(2);
  });

  it('gives up with ERR_CONTENDED when the game keeps moving, storing nothing', async () => {
    const services = gameServices({ dice: seededDice(3) });
    const { hider, game } = await services.seatedGame();
    services.store.append = async (request: AppendRequest) => {
      throw new ConcurrencyError(request.gameId, request.expectedVersion);
    };
    expect(await refusal(services.commands.submit(hider, { commandId: 'h', command: { type: 'hide', cell: 1 } }))).toMatchObject({ code: 'ERR_CONTENDED', status: 409 });
    expect((await services.lobby.getGame(game.id)).version).toBe(0);
  });

  describe('calling a game off while someone comes', () => {
    const abortable = () => gameServices({ registry: createRegistry([withAbort(hideAndSeek, { hider: 'Hider', seeker: 'Seeker' })]) });
    const aloneAtTheTable = async (services: ReturnType<typeof abortable>) => {
      const game = await services.lobby.createGame('hide-and-seek', {});
      const hider = await services.lobby.callerFor(game.id, (await services.lobby.claimSeat(game.id, 'hider')).token);
      return { game, hider };
    };

    it('refuses the call-off (409 ERR_OPPONENT_SEATED) when the opponent takes the seat between the check and the append, storing nothing', async () => {
      const services = abortable();
      const { game, hider } = await aloneAtTheTable(services);
      const append = services.store.append.bind(services.store);
      const appended: AppendRequest[] = [];
      jest.spyOn(services.store, 'append').mockImplementation(async (request) => {
        appended.push(request);
        // The opponent comes just now, after the service read the seats: the append finds them changed.
        if (appended.length === 1) await services.lobby.claimSeat(game.id, 'seeker');
        return append(request);
      });
      expect(await refusal(services.commands.submit(hider, { commandId: 'abort', command: { type: 'abort' } }))).toMatchObject({ code: 'ERR_OPPONENT_SEATED', status: 409, rule: 'abort' });
      expect(appended).toEqual([expect.objectContaining({ seatsAsRead: [{ role: 'hider', tokenHash: expect.any(String) }] })]);
      expect(await services.lobby.getGame(game.id)).toMatchObject({ status: 'active', version: 0 });
    });

    it('answers a claim that lost to a call-off as the game over (409 ERR_GAME_OVER, rule abort), the seat left empty', async () => {
      const services = abortable();
      const { game, hider } = await aloneAtTheTable(services);
      const claim = services.store.claimSeat.bind(services.store);
      // The call-off commits after the lobby checked the game but before its claim is stored.
      jest.spyOn(services.store, 'claimSeat').mockImplementationOnce(async (...args) => {
        await services.commands.submit(hider, { commandId: 'abort', command: { type: 'abort' } });
        return claim(...args);
      });
      expect(await refusal(services.lobby.claimSeat(game.id, 'seeker'))).toMatchObject({ code: 'ERR_GAME_OVER', status: 409, rule: 'abort' });
      expect((await services.lobby.getGame(game.id)).seats).toEqual([expect.objectContaining({ role: 'hider', claimed: true }), expect.objectContaining({ role: 'seeker', claimed: false })]);
    });
  });
});
