import { seededDice } from '@wargames/engine';
import { loadConfig } from '../config/app-config';
import { gameServices } from '../testing/game-services';
import { SubscriptionLimiter } from '../throttling/subscription-limiter';
import { withoutNotifications } from '../testing/without-notifications';
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

  describe('without notifications (another process stopped before sending one)', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
    afterEach(() => jest.useRealTimers());

    /** A second process on the writer's store that never hears a notification, and counts its stream reads. */
    async function deafReader() {
      const writer = gameServices({ dice: seededDice(5) });
      const { hider, seeker } = await writer.seatedGame(1);
      const reads = { count: 0, failing: false };
      const deaf = withoutNotifications(writer.store, {
        readStream: (...args) => {
          reads.count++;
          return reads.failing ? Promise.reject(new Error('Connection terminated')) : writer.store.readStream(...args);
        },
      });
      const reader = gameServices({ store: deaf });
      const feed = new LiveFeed(deaf, reader.loader, new SubscriptionLimiter(loadConfig({})));
      return { writer, hider, seeker, feed, reads };
    }

    it('reads each watched game again every LIVE_RECHECK_MS, so the event still arrives', async () => {
      const { writer, hider, seeker, feed } = await deafReader();
      const seekerFeed = await feed.watch(seeker, here);
      try {
        await writer.commands.submit(hider, { commandId: 'h', command: { type: 'hide', cell: 3 } });
        let arrived = false;
        const next = seekerFeed.next().then((result) => ((arrived = true), result));
        await jest.advanceTimersByTimeAsync(LIVE_RECHECK_MS - 1);
        expect(arrived).toBe(false);
        await jest.advanceTimersByTimeAsync(1);
        expect((await next).value).toMatchObject({ seq: 2, version: 2, event: { type: 'hidden', round: 1 } });
      } finally {
        await seekerFeed.return?.();
      }
    });

    it('reads a game once per recheck however many feeds watch it, and a failed read closes none of them', async () => {
      const { writer, hider, seeker, feed, reads } = await deafReader();
      const feeds = [await feed.watch(seeker, here), await feed.watch(hider, here), await feed.watch(seeker, here)];
      try {
        const before = reads.count;
        await jest.advanceTimersByTimeAsync(LIVE_RECHECK_MS);
        expect(reads.count - before).toBe(1);
        reads.failing = true;
        await jest.advanceTimersByTimeAsync(LIVE_RECHECK_MS);
        reads.failing = false;
        await writer.commands.submit(hider, { commandId: 'h', command: { type: 'hide', cell: 3 } });
        const nexts = feeds.map((f) => f.next());
        await jest.advanceTimersByTimeAsync(LIVE_RECHECK_MS);
        for (const next of nexts) expect((await next).value).toMatchObject({ seq: 2, event: { type: 'hidden' } });
      } finally {
        await Promise.all(feeds.map((f) => f.return?.()));
      }
    });
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
