import { AppendBatcher } from './append-batcher';
import type { AppendRow } from './append-outcome';
import type { AppendRequest } from './event-store';
import type { SqlQuery } from './sql-hot-path';

interface Call {
  readonly name: string;
  readonly params: readonly unknown[];
}

const request = (gameId: string, expectedVersion = 0, extra: Partial<AppendRequest> = {}): AppendRequest => ({
  gameId,
  expectedVersion,
  actor: 'british',
  commandId: `${gameId}-${expectedVersion}`,
  events: [{ type: 'Moved', payload: { to: gameId } }],
  ...extra,
});

const at = new Date('2026-12-02T09:00:00Z');
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const head = (status: AppendRow['out_status'], seq: number | null): AppendRow => ({
  out_status: status,
  out_seq: seq,
  out_position: null,
  out_type: null,
  out_payload: null,
  out_actor: null,
  out_command_id: null,
  out_created_at: null,
});
const eventRow = (seq: number, position: number): AppendRow => ({ ...head('event', seq), out_position: String(position), out_created_at: at });

/** Answers each append of a batch as the database would if it stored every one (versions from `version`). */
function appendingDatabase(calls: Call[]): SqlQuery {
  return async <Row extends object>(name: string, _text: string, params: readonly unknown[]) => {
    calls.push({ name, params });
    if (name === 'wargames_append') {
      const version = params[1] as number;
      return [head('appended', version + 1), eventRow(version + 1, 100 + calls.length)] as unknown as Row[];
    }
    const appends = JSON.parse(params[0] as string) as { expectedVersion: number }[];
    // Answered in another order than sent, as the function does (it locks games in the order of their ids).
    return appends
      .map((append, index) => [head('appended', append.expectedVersion + 1), eventRow(append.expectedVersion + 1, 200 + index)].map((row) => ({ ...row, out_index: index })))
      .reverse()
      .flat() as unknown as Row[];
  };
}

describe('AppendBatcher (group commit)', () => {
  it('sends a lone append as plain wargames_append, with its events and outcome as JSON', async () => {
    const calls: Call[] = [];
    const batcher = new AppendBatcher(appendingDatabase(calls));
    const outcome = await batcher.append(request('a', 3, { outcome: { winner: 'german' } }));
    expect(calls).toEqual([
      { name: 'wargames_append', params: ['a', 3, 'british', 'a-3', JSON.stringify([{ type: 'Moved', payload: { to: 'a' } }]), JSON.stringify({ winner: 'german' })] },
    ]);
    expect(outcome).toEqual({
      kind: 'appended',
      events: [{ gameId: 'a', seq: 4, position: '101', type: 'Moved', payload: { to: 'a' }, actor: 'british', commandId: 'a-3', createdAt: at }],
    });
  });

  it('sends the appends of one turn in one wargames_append_batch statement and answers each its own rows', async () => {
    const calls: Call[] = [];
    const batcher = new AppendBatcher(appendingDatabase(calls));
    const outcomes = await Promise.all([batcher.append(request('a', 0)), batcher.append(request('b', 5, { outcome: null })), batcher.append(request('c', 9))]);
    expect(calls.map((call) => call.name)).toEqual(['wargames_append_batch']);
    expect(JSON.parse(calls[0]?.params[0] as string)).toEqual([
      { gameId: 'a', expectedVersion: 0, actor: 'british', commandId: 'a-0', events: [{ type: 'Moved', payload: { to: 'a' } }] },
      // A null outcome is sent as JSON null; an absent one is left out (SQL NULL: the game goes on).
      { gameId: 'b', expectedVersion: 5, actor: 'british', commandId: 'b-5', events: [{ type: 'Moved', payload: { to: 'b' } }], outcome: null },
      { gameId: 'c', expectedVersion: 9, actor: 'british', commandId: 'c-9', events: [{ type: 'Moved', payload: { to: 'c' } }] },
    ]);
    expect(outcomes.map((outcome) => (outcome.kind === 'appended' ? outcome.events.map((e) => [e.gameId, e.seq, e.position]) : outcome))).toEqual([
      [['a', 1, '200']],
      [['b', 6, '201']],
      [['c', 10, '202']],
    ]);
  });

  it('sends one statement at a time: the appends asked for while one runs go together in the next', async () => {
    const calls: Call[] = [];
    const database = appendingDatabase(calls);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slowFirst: SqlQuery = async <Row extends object>(name: string, text: string, params: readonly unknown[]) => {
      const rows = await database<Row>(name, text, params);
      if (calls.length === 1) await released;
      return rows;
    };
    const batcher = new AppendBatcher(slowFirst);
    const first = batcher.append(request('a', 0));
    await nextTurn();
    const later = [batcher.append(request('b', 1))];
    await nextTurn();
    later.push(batcher.append(request('c', 2)));
    await nextTurn();
    expect(calls.map((call) => call.name)).toEqual(['wargames_append']);
    release();
    await Promise.all([first, ...later]);
    expect(calls.map((call) => call.name)).toEqual(['wargames_append', 'wargames_append_batch']);
    expect((JSON.parse(calls[1]?.params[0] as string) as { gameId: string }[]).map((append) => append.gameId)).toEqual(['b', 'c']);
  });

  it('answers conflicts, unknown games and duplicates of a batch as wargames_append does', async () => {
    const rows = [
      { ...head('conflict', 7), out_index: 0 },
      { ...head('not-found', null), out_index: 1 },
      { ...head('duplicate', 4), out_index: 2 },
      { ...eventRow(2, 50), out_type: 'Moved', out_payload: { first: true }, out_actor: 'german', out_command_id: 'first', out_index: 2 },
    ];
    const batcher = new AppendBatcher(async <Row extends object>() => rows as unknown as Row[]);
    const outcomes = await Promise.all([batcher.append(request('a', 3)), batcher.append(request('b')), batcher.append(request('c', 1))]);
    expect(outcomes).toEqual([
      { kind: 'conflict', version: 7 },
      { kind: 'not-found' },
      {
        kind: 'duplicate',
        events: [{ gameId: 'c', seq: 2, position: '50', type: 'Moved', payload: { first: true }, actor: 'german', commandId: 'first', createdAt: at }],
      },
    ]);
  });
});
