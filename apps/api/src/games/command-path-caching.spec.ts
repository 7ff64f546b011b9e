import { gameServices } from '../testing/game-services';
import { refusal } from '../testing/refusal';

/**
 * The command path decides on the state its process last knew, without reading the store; the append checks the
 * version in the database. Two sets of services on one store stand for two API processes.
 */
describe('the command path and its caches', () => {
  it('knows a seat and a game again without the store, stores a command without reading the stream, and reads only newer rows after it', async () => {
    const services = gameServices();
    const { hider, tokens } = await services.seatedGame();
    await services.commands.submit(hider, { commandId: 'h1', command: { type: 'hide', cell: 4 } });
    const readStream = jest.spyOn(services.store, 'readStream');
    const findSeat = jest.spyOn(services.store, 'findSeat');
    const getGame = jest.spyOn(services.store, 'getGame');

    const seeker = await services.lobby.callerFor(hider.gameId, tokens.seeker);
    expect(seeker.role).toBe('seeker');
    expect(findSeat).not.toHaveBeenCalled();
    expect(getGame).not.toHaveBeenCalled();
    const sought = await services.commands.submit(seeker, { commandId: 's1', command: { type: 'seek', cell: 4 } });
    expect(sought).toMatchObject({ version: 4, duplicate: false });
    expect(readStream).not.toHaveBeenCalled();

    // A read asks the store for rows after version 4 (none): the cache already holds the command's rows and state.
    const view = await services.reads.view(hider);
    expect(view).toMatchObject({ version: 4, view: { score: { seeker: 1 } } });
    expect(readStream).toHaveBeenCalledTimes(1);
    expect(readStream).toHaveBeenLastCalledWith(hider.gameId, 4);
  });

  it('still refuses a token of another game without a seat here', async () => {
    const services = gameServices();
    const first = await services.seatedGame();
    const second = await services.seatedGame();
    await services.lobby.callerFor(second.game.id, second.tokens.seeker);
    expect(await refusal(services.lobby.callerFor(first.game.id, second.tokens.seeker))).toMatchObject({ code: 'ERR_UNAUTHENTICATED', status: 401 });
  });

  it('decides again on the stored state when another process moved the game meanwhile', async () => {
    const a = gameServices();
    const b = gameServices({ store: a.store });
    const { hider, seeker, tokens } = await a.seatedGame();
    // b knows the game at version 0 (the hider's turn).
    const seekerOnB = await b.lobby.callerFor(seeker.gameId, tokens.seeker);
    expect((await b.reads.view(seekerOnB)).version).toBe(0);

    await a.commands.submit(hider, { commandId: 'h1', command: { type: 'hide', cell: 2 } });
    // On b's stale state it is not the seeker's turn: b reads the store and decides again rather than refuse.
    const sought = await b.commands.submit(seekerOnB, { commandId: 's1', command: { type: 'seek', cell: 2 } });
    expect(sought).toMatchObject({ version: 4, duplicate: false, events: [{ seq: 4, event: { type: 'sought', found: true } }] });

    // a's cache is stale now too (version 2); its next command is decided again after a version conflict.
    const hidden = await a.commands.submit(hider, { commandId: 'h2', command: { type: 'hide', cell: 5 } });
    expect(hidden.version).toBe(6);
    expect((await a.store.readStream(hider.gameId)).map((row) => row.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('still refuses what is illegal on the stored state, and a stale expectedVersion checked against the store', async () => {
    const a = gameServices();
    const b = gameServices({ store: a.store });
    const { hider, seeker, tokens } = await a.seatedGame();
    const hiderOnB = await b.lobby.callerFor(hider.gameId, tokens.hider);
    await b.reads.view(hiderOnB);
    await a.commands.submit(hider, { commandId: 'h1', command: { type: 'hide', cell: 2 } });
    expect(await refusal(b.commands.submit(hiderOnB, { commandId: 'h2', command: { type: 'hide', cell: 3 } }))).toMatchObject({ code: 'ERR_NOT_YOUR_TURN' });
    // expectedVersion 2 is current in the store though b last saw version 0.
    const seekerOnB = await b.lobby.callerFor(seeker.gameId, tokens.seeker);
    expect(await b.commands.submit(seekerOnB, { commandId: 's1', expectedVersion: 2, command: { type: 'seek', cell: 1 } })).toMatchObject({ version: 4 });
    expect(await refusal(b.commands.submit(seekerOnB, { commandId: 's2', expectedVersion: 2, command: { type: 'seek', cell: 1 } }))).toMatchObject({ code: 'ERR_STALE_VERSION' });
  });

  it('answers a retry sent to another process with the first result', async () => {
    const a = gameServices();
    const b = gameServices({ store: a.store });
    const { hider, tokens } = await a.seatedGame();
    const hiderOnB = await b.lobby.callerFor(hider.gameId, tokens.hider);
    await b.reads.view(hiderOnB);
    const first = await a.commands.submit(hider, { commandId: 'h1', command: { type: 'hide', cell: 2 } });
    const retry = await b.commands.submit(hiderOnB, { commandId: 'h1', command: { type: 'hide', cell: 2 } });
    expect(retry).toMatchObject({ duplicate: true, version: first.version, events: first.events });
  });

  it('answers a read with atLeastVersion from memory when this process holds that version, and from the store when it does not', async () => {
    const a = gameServices();
    const b = gameServices({ store: a.store });
    const { hider, seeker, tokens } = await a.seatedGame();
    // b reads the game at version 0, before a stores a command.
    const seekerOnB = await b.lobby.callerFor(seeker.gameId, tokens.seeker);
    expect((await b.reads.view(seekerOnB)).version).toBe(0);
    const hidden = await a.commands.submit(hider, { commandId: 'h1', command: { type: 'hide', cell: 2 } });
    // One store stands for the database of both processes.
    const readStream = jest.spyOn(a.store, 'readStream');

    // a stored the command and holds its state: the seeker's next commands need no read.
    const onA = await a.reads.legalCommands(seeker, hidden.version);
    expect(onA.version).toBe(hidden.version);
    expect(onA.commands.length).toBeGreaterThan(0);
    expect((await a.reads.view(seeker, undefined, hidden.version)).version).toBe(hidden.version);
    expect(readStream).not.toHaveBeenCalled();

    // b holds version 0 only: asked for at least the command's version, it reads the store.
    expect(await b.reads.legalCommands(seekerOnB, hidden.version)).toEqual(onA);
    expect(readStream).toHaveBeenCalledTimes(1);

    // A version b already holds is answered from b's memory even when a has stored more since: the answer says which.
    const sought = await a.commands.submit(seeker, { commandId: 's1', command: { type: 'seek', cell: 2 } });
    expect(sought.version).toBeGreaterThan(hidden.version);
    expect(await b.reads.legalCommands(seekerOnB, hidden.version)).toEqual(onA);
    expect(readStream).toHaveBeenCalledTimes(1);
    // Without it, the newest stored state.
    expect((await b.reads.legalCommands(seekerOnB)).version).toBe(sought.version);
    expect(readStream).toHaveBeenCalledTimes(2);
  });

  it('refuses an atLeastVersion that is not a whole number ≥ 0, naming it', async () => {
    const services = gameServices();
    const { hider } = await services.seatedGame();
    for (const bad of [-1, 1.5, Number.NaN]) {
      expect(await refusal(services.reads.legalCommands(hider, bad))).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'atLeastVersion', status: 400 });
      expect(await refusal(services.reads.view(hider, undefined, bad))).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'atLeastVersion', status: 400 });
    }
  });
});
