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

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Statements that finish only when the test says so, in the order they were sent. */
function heldStatements(sent: Sent[], fail: (statement: Sent) => unknown = () => undefined) {
  const finishers: (() => void)[] = [];
  const held = <T>(statement: Sent, answer: () => T) =>
    new Promise<T>((resolve, reject) => {
      sent.push(statement);
      finishers.push(() => {
        const failure = fail(statement);
        if (failure) reject(failure);
        else resolve(answer());
      });
    });
  const statements: TurnBatchStatements<number, number> = {
    one: (item) => held({ statement: 'one', items: [item] }, () => item * item),
    many: (items) => held({ statement: 'many', items: [...items] }, () => items.map((item) => item * item)),
  };
  const finishNow = () => finishers.shift()?.();
  const finishNext = async () => {
    finishNow();
    await nextTurn();
  };
  return { statements, finishNow, finishNext };
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

  it('keeps a turn together when a statement finishes during it', async () => {
    const sent: Sent[] = [];
    const { statements, finishNow, finishNext } = heldStatements(sent);
    const batcher = new TurnBatcher(statements, 8);
    const answers = [batcher.submit(1)];
    await nextTurn();
    answers.push(batcher.submit(2));
    finishNow();
    for (let hop = 0; hop < 10; hop++) await Promise.resolve();
    answers.push(batcher.submit(3));
    await nextTurn();
    expect(sent.map((statement) => statement.items)).toEqual([[1], [2, 3]]);
    await finishNext();
    expect(await Promise.all(answers)).toEqual([1, 4, 9]);
  });

  describe('with at most one statement in flight', () => {
    it('holds what arrives while a statement runs and sends it together when that one finishes', async () => {
      const sent: Sent[] = [];
      const { statements, finishNext } = heldStatements(sent);
      const batcher = new TurnBatcher(statements, 8, 1);
      const answers = [batcher.submit(1)];
      await nextTurn();
      answers.push(batcher.submit(2));
      await nextTurn();
      answers.push(batcher.submit(3), batcher.submit(4));
      await nextTurn();
      expect(sent).toEqual([{ statement: 'one', items: [1] }]);
      await finishNext();
      expect(sent).toEqual([
        { statement: 'one', items: [1] },
        { statement: 'many', items: [2, 3, 4] },
      ]);
      await finishNext();
      expect(await Promise.all(answers)).toEqual([1, 4, 9, 16]);
    });

    it('frees its place when a statement fails, and the requests held meanwhile still go', async () => {
      const sent: Sent[] = [];
      const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      const { statements, finishNext } = heldStatements(sent, (statement) => (statement.items[0] === 1 ? lost : undefined));
      const batcher = new TurnBatcher(statements, 8, 1);
      const first = batcher.submit(1);
      await nextTurn();
      const second = batcher.submit(2);
      await nextTurn();
      await finishNext();
      await expect(first).rejects.toBe(lost);
      expect(sent.map((statement) => statement.items)).toEqual([[1], [2]]);
      await finishNext();
      expect(await second).toBe(4);
    });

    it('still splits what waited into statements of at most the limit, one after the other', async () => {
      const sent: Sent[] = [];
      const { statements, finishNext } = heldStatements(sent);
      const batcher = new TurnBatcher(statements, 2, 1);
      const answers = [0, 1, 2, 3, 4].map((item) => batcher.submit(item));
      await nextTurn();
      for (let statement = 0; statement < 3; statement += 1) {
        expect(sent).toHaveLength(statement + 1);
        await finishNext();
      }
      expect(sent.map((statement) => statement.items)).toEqual([[0, 1], [2, 3], [4]]);
      expect(await Promise.all(answers)).toEqual([0, 1, 4, 9, 16]);
    });
  });
});
