import { seededDice } from '@wargames/engine';
import { gameServices } from '../testing/game-services';
import { LiveFeed, type LiveEvent } from './live-feed';

async function take(iterator: AsyncIterator<LiveEvent>, count: number): Promise<LiveEvent[]> {
  const values: LiveEvent[] = [];
  while (values.length < count) {
    const next = await iterator.next();
    if (next.done) break;
    values.push(next.value);
  }
  return values;
}

describe('LiveFeed', () => {
  async function setup() {
    const services = gameServices({ dice: seededDice(5) });
    const feed = new LiveFeed(services.store, services.loader);
    const { hider, seeker } = await services.seatedGame(1);
    return { store: services.store, service: services.commands, feed, hider, seeker };
  }

  it('pushes each new event redacted for the subscriber, then completes when the game ends', async () => {
    const { service, feed, hider, seeker } = await setup();
    const seekerFeed = await feed.watch(seeker);
    const hiderFeed = await feed.watch(hider);
    await service.submit(hider, { commandId: 'h', command: { type: 'hide', cell: 3 } });
    expect(await take(hiderFeed, 1)).toEqual([{ gameId: hider.gameId, seq: 2, actor: 'hider', version: 2, event: expect.objectContaining({ cell: 3, decoy: expect.any(Number) }) }]);
    expect(await take(seekerFeed, 1)).toEqual([{ gameId: hider.gameId, seq: 2, actor: 'hider', version: 2, event: { type: 'hidden', round: 1 } }]);
    await service.submit(seeker, { commandId: 's', command: { type: 'seek', cell: 3 } });
    expect((await take(seekerFeed, 1))[0]?.event).toMatchObject({ type: 'sought', found: true });
    expect(await seekerFeed.next()).toEqual({ value: undefined, done: true });
  });

  it('replays what the subscriber missed after a given seq', async () => {
    const { service, feed, hider, seeker } = await setup();
    await service.submit(hider, { commandId: 'h', command: { type: 'hide', cell: 3 } });
    const resumed = await feed.watch(seeker, 0);
    expect((await take(resumed, 1))[0]).toMatchObject({ seq: 2, event: { type: 'hidden' } });
    await resumed.return?.();
  });

  it('lets go of the store subscription when the subscriber leaves', async () => {
    const { store, feed, seeker } = await setup();
    const watching = await feed.watch(seeker);
    expect(store.listenerCount).toBe(1);
    await watching.return?.();
    expect(store.listenerCount).toBe(0);
    expect(await watching.next()).toEqual({ value: undefined, done: true });
  });
});
