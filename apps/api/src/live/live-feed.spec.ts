import { seededDice } from '@wargames/engine';
import { loadConfig } from '../config/app-config';
import { gameServices } from '../testing/game-services';
import { SubscriptionLimiter } from '../throttling/subscription-limiter';
import { LIVE_RECHECK_MS, LiveFeed, type LiveEvent } from './live-feed';

async function take(iterator: AsyncIterator<LiveEvent>, count: number): Promise<LiveEvent[]> {
  const values: LiveEvent[] = [];
  while (values.length < count) {
    const next = await iterator.next();
    if (next.done) break;
    values.push(next.value);
  }
  return values;
}

const here = { address: 'address:127.0.0.1', token: undefined };

describe('LiveFeed', () => {
  async function setup() {
    const services = gameServices({ dice: seededDice(5) });
    const limiter = new SubscriptionLimiter(loadConfig({ WARGAMES_SUBSCRIPTIONS_PER_ADDRESS: '2' }));
    const feed = new LiveFeed(services.store, services.loader, limiter);
    const { hider, seeker } = await services.seatedGame(1);
    return { store: services.store, service: services.commands, reads: services.reads, feed, hider, seeker, limiter };
  }

  it('pushes each new event redacted for the subscriber, then completes when the game ends', async () => {
    const { service, feed, hider, seeker } = await setup();
    const seekerFeed = await feed.watch(seeker, here);
    const hiderFeed = await feed.watch(hider, here);
    await service.submit(hider, { commandId: 'h', command: { type: 'hide', cell: 3 } });
    expect(await take(hiderFeed, 1)).toEqual([{ gameId: hider.gameId, seq: 2, actor: 'hider', version: 2, event: expect.objectContaining({ cell: 3, decoy: expect.any(Number) }) }]);
    expect(await take(seekerFeed, 1)).toEqual([{ gameId: hider.gameId, seq: 2, actor: 'hider', version: 2, event: { type: 'hidden', round: 1 } }]);
    await service.submit(seeker, { commandId: 's', command: { type: 'seek', cell: 3 } });
    expect((await take(seekerFeed, 1))[0]?.event).toMatchObject({ type: 'sought', found: true });
    expect(await seekerFeed.next()).toEqual({ value: undefined, done: true });
  });

  it('with withPosition, the last event of a push carries the subscriber’s view and legal commands at its version, as the reads answer them', async () => {
    const { service, reads, feed, hider, seeker } = await setup();
    const seekerFeed = await feed.watch(seeker, here, undefined, { withPosition: true });
    await service.submit(hider, { commandId: 'h', command: { type: 'hide', cell: 3 } });
    const [pushed] = await take(seekerFeed, 1);
    expect(pushed).toMatchObject({ seq: 2, version: 2, event: { type: 'hidden', round: 1 } });
    expect(pushed?.view).toEqual(await reads.view(seeker));
    expect(pushed?.legal).toEqual((await reads.legalCommands(seeker)).commands);
    // Redacted for the seeker: the view holds nothing the hider hid.
    expect(JSON.stringify(pushed?.view)).not.toContain('"cell":3');
    await seekerFeed.return?.();
  });

  it('reads the stream again every LIVE_RECHECK_MS, so an event whose notification never came still arrives', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const writer = gameServices({ dice: seededDice(5) });
      const { hider, seeker } = await writer.seatedGame(1);
      // Another process on the same database whose notification was lost: it never hears of the append.
      const deaf = new Proxy(writer.store, {
        get(target, key) {
          if (key === 'subscribe') return () => () => undefined;
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      const reader = gameServices({ store: deaf });
      const feed = new LiveFeed(deaf, reader.loader, new SubscriptionLimiter(loadConfig({})));
      const seekerFeed = await feed.watch(seeker, here);
      await writer.commands.submit(hider, { commandId: 'h', command: { type: 'hide', cell: 3 } });
      const next = seekerFeed.next();
      let arrived = false;
      void next.then(() => (arrived = true));
      await jest.advanceTimersByTimeAsync(LIVE_RECHECK_MS - 1);
      expect(arrived).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect((await next).value).toMatchObject({ seq: 2, version: 2, event: { type: 'hidden', round: 1 } });
      await seekerFeed.return?.();
    } finally {
      jest.useRealTimers();
    }
  });

  it('replays what the subscriber missed after a given seq', async () => {
    const { service, feed, hider, seeker } = await setup();
    await service.submit(hider, { commandId: 'h', command: { type: 'hide', cell: 3 } });
    const resumed = await feed.watch(seeker, here, 0);
    expect((await take(resumed, 1))[0]).toMatchObject({ seq: 2, event: { type: 'hidden' } });
    await resumed.return?.();
  });

  it('lets go of the store subscription when the subscriber leaves', async () => {
    const { store, feed, seeker } = await setup();
    const watching = await feed.watch(seeker, here);
    expect(store.listenerCount).toBe(1);
    await watching.return?.();
    expect(store.listenerCount).toBe(0);
    expect(await watching.next()).toEqual({ value: undefined, done: true });
  });

  it('counts each open feed against the subscriber, refuses one past the limit, and frees its place when it closes or fails to open', async () => {
    const { feed, seeker, limiter } = await setup();
    const first = await feed.watch(seeker, here);
    const second = await feed.watch(seeker, here);
    await expect(feed.watch(seeker, here)).rejects.toMatchObject({ code: 'ERR_RATE_LIMITED', status: 429 });
    await first.return?.();
    expect(limiter.openFrom(here.address)).toBe(1);
    await expect(feed.watch({ gameId: 'no-such-game', role: null }, here)).rejects.toMatchObject({ code: 'ERR_GAME_NOT_FOUND' });
    expect(limiter.openFrom(here.address)).toBe(1);
    await second.return?.();
    expect(limiter.openFrom(here.address)).toBe(0);
  });
});
