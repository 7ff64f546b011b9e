import { parseNotification, StreamNotificationHub } from './stream-notification-hub';

describe('StreamNotificationHub', () => {
  it('parses { gameId, version } and rejects anything else', () => {
    expect(parseNotification('{"gameId":"g","version":3}')).toEqual({ gameId: 'g', version: 3 });
    for (const bad of [undefined, '', 'not json', 'null', '[]', '{"gameId":1,"version":3}', '{"gameId":"g","version":1.5}']) {
      expect(parseNotification(bad)).toBeNull();
    }
  });

  it('delivers to every subscriber, reports a throwing one, and drops malformed payloads', () => {
    const errors: unknown[] = [];
    const hub = new StreamNotificationHub((error) => errors.push(error));
    const received: string[] = [];
    hub.subscribe(() => {
      throw new Error('listener bug');
    });
    hub.subscribe((n) => received.push(`${n.gameId}@${n.version}`));
    hub.deliver('{"gameId":"g","version":1}');
    hub.deliver('garbage');
    expect(received).toEqual(['g@1']);
    expect(errors.map((e) => (e as Error).message)).toEqual(['listener bug', expect.stringMatching(/malformed notification.*garbage/)]);
  });

  it('unsubscribes each subscription separately, even of the same function', () => {
    const hub = new StreamNotificationHub(() => undefined);
    const listener = jest.fn();
    const first = hub.subscribe(listener);
    hub.subscribe(listener);
    first();
    first();
    hub.deliver('{"gameId":"g","version":1}');
    expect(listener).toHaveBeenCalledTimes(1);
    hub.clear();
    hub.deliver('{"gameId":"g","version":2}');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
