import { hideAndSeek } from '../testing/hide-and-seek-game';
import { InMemoryEventStore } from '../testing/in-memory-event-store';
import { gameServices } from '../testing/game-services';
import { GameStreamCache } from './game-stream-cache';
import { commandRows, streamRows } from './stream-snapshot';

async function headerOf(store: InMemoryEventStore, gameId: string) {
  const header = await store.getGame(gameId);
  if (!header) throw new Error(`no game ${gameId}`);
  return header;
}

describe('GameStreamCache', () => {
  async function gameWithOneCommand() {
    const writer = gameServices();
    const game = await writer.lobby.createGame('hide-and-seek', {});
    const hider = await writer.lobby.callerFor(game.id, (await writer.lobby.claimSeat(game.id, 'hider')).token);
    await writer.commands.submit(hider, { commandId: 'h1', command: { type: 'hide', cell: 3 } });
    return { store: writer.store, writer, game, hider };
  }

  it('folds the stream once, then reads only the rows appended since, by any writer', async () => {
    const { store, writer, game } = await gameWithOneCommand();
    const cache = new GameStreamCache(store);
    const readStream = jest.spyOn(store, 'readStream');
    const header = () => headerOf(store, game.id);
    const first = await cache.load(await header(), hideAndSeek);
    expect(first.version).toBe(2);
    expect(first.state).toMatchObject({ hiddenAt: 3 });
    expect(readStream).toHaveBeenLastCalledWith(game.id, 0);

    const seeker = await writer.lobby.callerFor(game.id, (await writer.lobby.claimSeat(game.id, 'seeker')).token);
    await writer.commands.submit(seeker, { commandId: 's1', command: { type: 'seek', cell: 1 } });
    const second = await cache.load(await header(), hideAndSeek);
    expect(readStream).toHaveBeenLastCalledWith(game.id, 2);
    expect(second.version).toBe(4);
    expect(streamRows(second).map((row) => row.seq)).toEqual([1, 2, 3, 4]);
    expect(second.state).toMatchObject({ round: 2, hiddenAt: null, revealed: [1] });
  });

  it('starts over from the store when new rows do not continue the cached ones', async () => {
    const { store, game } = await gameWithOneCommand();
    const cache = new GameStreamCache(store);
    const header = await headerOf(store, game.id);
    await cache.load(header, hideAndSeek);
    const readStream = store.readStream.bind(store);
    let call = 0;
    store.readStream = async (gameId, afterSeq, limit) => {
      call++;
      // First answer skips a row, as if the cache were out of step with the stream.
      if (call === 1) return (await readStream(gameId, 0, limit)).slice(1).map((row) => ({ ...row, seq: row.seq + 5 }));
      return readStream(gameId, afterSeq, limit);
    };
    const reloaded = await cache.load(header, hideAndSeek);
    expect(streamRows(reloaded).map((row) => row.seq)).toEqual([1, 2]);
    expect(reloaded.state).toMatchObject({ hiddenAt: 3 });
  });

  it('lets the least recently used games go when the rows in memory pass the bound', async () => {
    const a = await gameWithOneCommand();
    const b = gameServices({ store: a.store });
    const other = await b.lobby.createGame('hide-and-seek', {});
    const hider = await b.lobby.callerFor(other.id, (await b.lobby.claimSeat(other.id, 'hider')).token);
    await b.commands.submit(hider, { commandId: 'h1', command: { type: 'hide', cell: 1 } });

    const cache = new GameStreamCache(a.store, 10, 3);
    const readStream = jest.spyOn(a.store, 'readStream');
    await cache.load(await headerOf(a.store, a.game.id), hideAndSeek);
    await cache.load(await headerOf(a.store, other.id), hideAndSeek);
    // Two rows each: the first game went to keep within three rows, and is read from the start again.
    await cache.load(await headerOf(a.store, a.game.id), hideAndSeek);
    expect(readStream.mock.calls).toEqual([
      [a.game.id, 0],
      [other.id, 0],
      [a.game.id, 0],
    ]);
    // A cached load of a game in memory answers without the store, marked unverified.
    const cached = await cache.load(await headerOf(a.store, a.game.id), hideAndSeek, 'cached');
    expect(cached).toMatchObject({ version: 2, verified: false });
    expect(readStream).toHaveBeenCalledTimes(3);
  });

  it('reads nothing more for an ended game once it holds its whole stream', async () => {
    const services = gameServices();
    const { hider, seeker, game } = await services.seatedGame(1);
    await services.commands.submit(hider, { commandId: 'h1', command: { type: 'hide', cell: 3 } });
    const last = await services.commands.submit(seeker, { commandId: 's1', command: { type: 'seek', cell: 3 } });
    expect(last.view.status).toBe('ended');
    const cache = new GameStreamCache(services.store);
    const readStream = jest.spyOn(services.store, 'readStream');
    const header = await headerOf(services.store, game.id);
    const first = await cache.load(header, hideAndSeek);
    const again = await cache.load(header, hideAndSeek);
    expect(again).toBe(first);
    expect(readStream).toHaveBeenCalledTimes(1);
  });

  it('finds a command id’s rows in a snapshot without its later rows, whether read or appended here', async () => {
    const { store, writer, game } = await gameWithOneCommand();
    const cache = new GameStreamCache(store);
    const header = await headerOf(store, game.id);
    const first = await cache.load(header, hideAndSeek);
    expect(commandRows(first, 'h1').map((row) => row.seq)).toEqual([1, 2]);
    expect(commandRows(first, 's1')).toEqual([]);

    const seeker = await writer.lobby.callerFor(game.id, (await writer.lobby.claimSeat(game.id, 'seeker')).token);
    await writer.commands.submit(seeker, { commandId: 's1', command: { type: 'seek', cell: 1 } });
    const second = await cache.load(header, hideAndSeek);
    expect(commandRows(second, 's1').map((row) => row.seq)).toEqual([3, 4]);
    // The snapshot taken before the command still has no row of it, although both share one index.
    expect(second.commands).toBe(first.commands);
    expect(commandRows(first, 's1')).toEqual([]);
    // Two readers of the same new rows index them once.
    const third = await cache.load(header, hideAndSeek);
    expect(commandRows(third, 's1')).toHaveLength(2);

    // A command appended through this cache (advance) is found in the next snapshot.
    const appended = await store.append({ gameId: game.id, expectedVersion: 4, actor: 'hider', commandId: 'h2', events: [{ type: 'x', payload: {} }] });
    cache.advance(game.id, third, appended.events, third.state);
    const fourth = await cache.load(header, hideAndSeek, 'cached');
    expect(commandRows(fourth, 'h2').map((row) => row.seq)).toEqual([5]);
    expect(commandRows(third, 'h2')).toEqual([]);
  });

  it('shares one log among a stream’s snapshots, each reading only its own rows', async () => {
    const { store, writer, game } = await gameWithOneCommand();
    const cache = new GameStreamCache(store);
    const header = await headerOf(store, game.id);
    const first = await cache.load(header, hideAndSeek);
    const firstRows = streamRows(first);

    const seeker = await writer.lobby.callerFor(game.id, (await writer.lobby.claimSeat(game.id, 'seeker')).token);
    await writer.commands.submit(seeker, { commandId: 's1', command: { type: 'seek', cell: 1 } });
    const second = await cache.load(header, hideAndSeek);
    const appended = await store.append({ gameId: game.id, expectedVersion: 4, actor: 'hider', commandId: 'h2', events: [{ type: 'x', payload: {} }] });
    cache.advance(game.id, second, appended.events, second.state);
    const third = await cache.load(header, hideAndSeek, 'cached');

    // Neither a read nor an append copied the rows held before it.
    expect(second.log).toBe(first.log);
    expect(third.log).toBe(first.log);
    expect(first.log.map((row) => row.seq)).toEqual([1, 2, 3, 4, 5]);
    // Each snapshot still reads the rows of its version, and rows read before stay as they were.
    expect(streamRows(first).map((row) => row.seq)).toEqual([1, 2]);
    expect(streamRows(second).map((row) => row.seq)).toEqual([1, 2, 3, 4]);
    expect(streamRows(third).map((row) => row.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(firstRows.map((row) => row.seq)).toEqual([1, 2]);
  });

  it('refuses a stream the store gives with a gap, instead of asking again for ever', async () => {
    const { store, game } = await gameWithOneCommand();
    const cache = new GameStreamCache(store);
    const readStream = store.readStream.bind(store);
    store.readStream = async (gameId, afterSeq, limit) => (await readStream(gameId, afterSeq, limit)).slice(1);
    await expect(cache.load(await headerOf(store, game.id), hideAndSeek)).rejects.toThrow(/does not run from seq 1 without a gap/);
  });
});
