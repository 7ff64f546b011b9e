import { TurnBatcher, type TurnBatchStatements } from './turn-batcher';

interface Sent {
  readonly statement: 'one' | 'many';
  readonly items: readonly number[];
}

/** Answers each item with its square; `fail` decides which statements throw. */
function squares(sent: Sent[], fail: (statement: Sent) => unknown = () => undefined): TurnBatchStatements<number, number> {
  return {
    async one(item) {
      const statement: Sent = { statement: 'one', items: [item] };
      sent.push(statement);
      const failure = fail(statement);
      if (failure) throw failure;
      return item * item;
    },
    async many(items) {
      const statement: Sent = { statement: 'many', items: [...items] };
      sent.push(statement);
      const failure = fail(statement);
      if (failure) throw failure;
      return items.map((item) => item * item);
    },
  };
}

describe('TurnBatcher', () => {
  it('sends a request alone as the plain statement', async () => {
    const sent: Sent[] = [];
    expect(await new TurnBatcher(squares(sent), 8).submit(3)).toBe(9);
    expect(sent).toEqual([{ statement: 'one', items: [3] }]);
  });

  it('sends the requests of one turn in one statement and answers each its own', async () => {
    const sent: Sent[] = [];
    const batcher = new TurnBatcher(squares(sent), 8);
    expect(await Promise.all([2, 3, 4].map((item) => batcher.submit(item)))).toEqual([4, 9, 16]);
    expect(sent).toEqual([{ statement: 'many', items: [2, 3, 4] }]);
  });

  it('starts a new statement on the next turn', async () => {
    const sent: Sent[] = [];
    const batcher = new TurnBatcher(squares(sent), 8);
    await Promise.all([batcher.submit(1), batcher.submit(2)]);
    await batcher.submit(3);
    expect(sent.map((statement) => statement.items)).toEqual([[1, 2], [3]]);
  });

  it('splits a turn into statements of at most the limit', async () => {
    const sent: Sent[] = [];
    const batcher = new TurnBatcher(squares(sent), 3);
    const items = Array.from({ length: 7 }, (_, i) => i);
    expect(await Promise.all(items.map((item) => batcher.submit(item)))).toEqual(items.map((item) => item * item));
    expect(sent).toEqual([
      { statement: 'many', items: [0, 1, 2] },
      { statement: 'many', items: [3, 4, 5] },
      { statement: 'one', items: [6] },
    ]);
  });

  it('sends each request again on its own when the statement fails, so that each gets its own answer or error', async () => {
    const sent: Sent[] = [];
    const clash = Object.assign(new Error('duplicate key value violates unique constraint "events_pkey"'), { code: '23505' });
    const batcher = new TurnBatcher(
      squares(sent, (statement) => (statement.statement === 'many' || statement.items[0] === 2 ? clash : undefined)),
      8,
    );
    const settled = await Promise.allSettled([1, 2, 3].map((item) => batcher.submit(item)));
    expect(settled).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: clash },
      { status: 'fulfilled', value: 9 },
    ]);
    expect(sent.map((statement) => [statement.statement, statement.items])).toEqual([
      ['many', [1, 2, 3]],
      ['one', [1]],
      ['one', [2]],
      ['one', [3]],
    ]);
  });

  it('reports a lost connection to every request of the statement and sends nothing again (a write may have committed)', async () => {
    const sent: Sent[] = [];
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const batcher = new TurnBatcher(squares(sent, () => lost), 8);
    const settled = await Promise.allSettled([1, 2].map((item) => batcher.submit(item)));
    expect(settled).toEqual([
      { status: 'rejected', reason: lost },
      { status: 'rejected', reason: lost },
    ]);
    expect(sent).toHaveLength(1);
  });
});
