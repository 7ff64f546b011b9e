import { ConcurrencyError } from '@wargames/event-store';
import { InMemoryEventStore } from './in-memory-event-store';

describe('InMemoryEventStore (test double of the EventStore contract)', () => {
  it('appends with optimistic concurrency and returns the first result for a repeated command id', async () => {
    const store = new InMemoryEventStore();
    await store.createGame({ id: 'g', gameType: 't', options: {} });
    const first = await store.append({ gameId: 'g', expectedVersion: 0, actor: 'a', commandId: 'c1', events: [{ type: 'x', payload: { n: 1 } }] });
    expect(first.duplicate).toBe(false);
    await expect(store.append({ gameId: 'g', expectedVersion: 0, actor: 'a', commandId: 'c2', events: [{ type: 'x', payload: {} }] })).rejects.toBeInstanceOf(ConcurrencyError);
    const again = await store.append({ gameId: 'g', expectedVersion: 0, actor: 'a', commandId: 'c1', events: [{ type: 'y', payload: {} }] });
    expect(again).toEqual({ duplicate: true, events: first.events });
    expect((await store.readStream('g')).map((event) => event.seq)).toEqual([1]);
  });

  it('notifies subscribers after an append and ends the game with an outcome', async () => {
    const store = new InMemoryEventStore();
    await store.createGame({ id: 'g', gameType: 't', options: {} });
    const seen: unknown[] = [];
    store.subscribe((notification) => seen.push(notification));
    await store.append({ gameId: 'g', expectedVersion: 0, actor: 'a', commandId: 'c', events: [{ type: 'x', payload: {} }], outcome: { winner: 'a' } });
    await Promise.resolve();
    expect(seen).toEqual([{ gameId: 'g', version: 1 }]);
    expect(await store.getGame('g')).toMatchObject({ status: 'ended', outcome: { winner: 'a' }, version: 1 });
  });

  it('gives each seat to one token', async () => {
    const store = new InMemoryEventStore();
    await store.createGame({ id: 'g', gameType: 't', options: {} });
    expect(await store.claimSeat('g', 'a', 'h1')).toBe(true);
    expect(await store.claimSeat('g', 'a', 'h2')).toBe(false);
    expect(await store.findSeat('g', 'h1')).toMatchObject({ role: 'a' });
    expect(await store.findSeat('other', 'h1')).toBeNull();
  });
});
