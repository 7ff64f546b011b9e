import { CommitNotifier } from './commit-notifier';
import type { SqlQuery } from './sql-hot-path';
import { NOTIFICATION_CHANNEL } from './stream-notification-hub';

describe('CommitNotifier', () => {
  it('sends the notifications of one turn of the event loop in one statement, the newest version of each game', async () => {
    const calls: unknown[][] = [];
    const query: SqlQuery = async <Row extends object>(_name: string, _text: string, params: readonly unknown[]) => {
      calls.push([...params]);
      return [] as Row[];
    };
    const notifier = new CommitNotifier(query, () => undefined);
    await Promise.all([
      notifier.notify({ gameId: 'a', version: 2 }),
      notifier.notify({ gameId: 'b', version: 5 }),
      notifier.notify({ gameId: 'a', version: 4 }),
      notifier.notify({ gameId: 'a', version: 3 }),
    ]);
    expect(calls).toEqual([[NOTIFICATION_CHANNEL, JSON.stringify([JSON.stringify({ gameId: 'a', version: 4 }), JSON.stringify({ gameId: 'b', version: 5 })])]]);
    await notifier.notify({ gameId: 'c', version: 1 });
    expect(calls).toHaveLength(2);
  });

  it('reports a failed statement and resolves: the committed append stands', async () => {
    const failure = new Error('Connection terminated');
    const reported: unknown[] = [];
    const notifier = new CommitNotifier(
      async () => {
        throw failure;
      },
      (error) => reported.push(error),
    );
    await expect(notifier.notify({ gameId: 'a', version: 1 })).resolves.toBeUndefined();
    expect(reported).toEqual([failure]);
  });
});
