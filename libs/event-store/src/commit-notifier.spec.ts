import { CommitNotifier, NOTIFY_INTERVAL_MS } from './commit-notifier';
import type { SqlQuery } from './sql-hot-path';
import { NOTIFICATION_CHANNEL } from './stream-notification-hub';

/**
 * A query that records the notifications of each statement sent, as { gameId: version }; with `held`, each statement
 * waits until `answer(i)` (the i-th sent) is called.
 */
function recordingQuery(held = false): { query: SqlQuery; sent: Record<string, number>[]; answer(i: number): void } {
  const sent: Record<string, number>[] = [];
  const answers: (() => void)[] = [];
  const query: SqlQuery = async <Row extends object>(_name: string, _text: string, params: readonly unknown[]) => {
    expect(params[0]).toBe(NOTIFICATION_CHANNEL);
    const payloads = JSON.parse(String(params[1])) as string[];
    sent.push(Object.fromEntries(payloads.map((payload) => {
      const { gameId, version } = JSON.parse(payload) as { gameId: string; version: number };
      return [gameId, version];
    })));
    if (held) await new Promise<void>((resolve) => answers.push(resolve));
    return [] as Row[];
  };
  return { query, sent, answer: (i) => answers[i]?.() };
}

describe('CommitNotifier', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const notifierOn = (query: SqlQuery, onError: (error: unknown) => void = () => undefined) => new CommitNotifier(query, onError, NOTIFY_INTERVAL_MS, () => Date.now());

  it('sends the notifications of one turn of the event loop in one statement, the newest version of each game', async () => {
    const { query, sent } = recordingQuery();
    const notifier = notifierOn(query);
    notifier.notify({ gameId: 'a', version: 2 });
    notifier.notify({ gameId: 'b', version: 5 });
    notifier.notify({ gameId: 'a', version: 4 });
    notifier.notify({ gameId: 'a', version: 3 });
    expect(sent).toEqual([]);
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ a: 4, b: 5 }]);
  });

  it('sends at most one statement per interval: what comes meanwhile waits for its end and goes together', async () => {
    const { query, sent } = recordingQuery();
    const notifier = notifierOn(query);
    notifier.notify({ gameId: 'a', version: 1 });
    await jest.advanceTimersByTimeAsync(0);
    notifier.notify({ gameId: 'a', version: 2 });
    await jest.advanceTimersByTimeAsync(10);
    notifier.notify({ gameId: 'b', version: 1 });
    notifier.notify({ gameId: 'a', version: 3 });
    await jest.advanceTimersByTimeAsync(NOTIFY_INTERVAL_MS - 11);
    expect(sent).toEqual([{ a: 1 }]);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ a: 1 }, { a: 3, b: 1 }]);
    // Idle for a whole interval: the next one goes on the next turn again.
    await jest.advanceTimersByTimeAsync(NOTIFY_INTERVAL_MS);
    notifier.notify({ gameId: 'c', version: 7 });
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ a: 1 }, { a: 3, b: 1 }, { c: 7 }]);
  });

  it('sends no statement while the previous one runs: what comes meanwhile goes after its answer, in order', async () => {
    const { query, sent, answer } = recordingQuery(true);
    const notifier = notifierOn(query);
    notifier.notify({ gameId: 'a', version: 1 });
    await jest.advanceTimersByTimeAsync(0);
    notifier.notify({ gameId: 'a', version: 2 });
    await jest.advanceTimersByTimeAsync(NOTIFY_INTERVAL_MS * 3);
    expect(sent).toEqual([{ a: 1 }]);
    answer(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ a: 1 }, { a: 2 }]);
    answer(1);
  });

  it('flush sends what is waiting once the statement running is answered, resolves when it is, and drops what comes after', async () => {
    const { query, sent, answer } = recordingQuery(true);
    const notifier = notifierOn(query);
    notifier.notify({ gameId: 'a', version: 1 });
    await jest.advanceTimersByTimeAsync(0);
    notifier.notify({ gameId: 'a', version: 2 });
    let flushed = false;
    const flushing = notifier.flush().then(() => (flushed = true));
    answer(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ a: 1 }, { a: 2 }]);
    expect(flushed).toBe(false);
    answer(1);
    await flushing;
    expect(flushed).toBe(true);
    notifier.notify({ gameId: 'a', version: 3 });
    await jest.advanceTimersByTimeAsync(NOTIFY_INTERVAL_MS * 2);
    expect(sent).toHaveLength(2);
  });

  it('flush gives up after its timeout when the database does not answer', async () => {
    const { query } = recordingQuery(true);
    const notifier = notifierOn(query);
    notifier.notify({ gameId: 'a', version: 1 });
    await jest.advanceTimersByTimeAsync(0);
    let flushed = false;
    const flushing = notifier.flush(1_000).then(() => (flushed = true));
    await jest.advanceTimersByTimeAsync(999);
    expect(flushed).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await flushing;
    expect(flushed).toBe(true);
  });

  it('reports a failed statement and goes on, even when the reporter throws: the committed append stands', async () => {
    const failure = new Error('Connection terminated');
    const reported: unknown[] = [];
    let calls = 0;
    const notifier = notifierOn(async () => {
      calls++;
      throw failure;
    }, (error) => {
      reported.push(error);
      throw new Error('the reporter failed too');
    });
    notifier.notify({ gameId: 'a', version: 1 });
    await jest.advanceTimersByTimeAsync(0);
    expect(reported).toEqual([failure]);
    notifier.notify({ gameId: 'a', version: 2 });
    await jest.advanceTimersByTimeAsync(NOTIFY_INTERVAL_MS);
    expect(calls).toBe(2);
    await expect(notifier.flush()).resolves.toBeUndefined();
  });
});
