import type { EventRow } from './event-row';
import type { SqlQuery } from './sql-hot-path';
import { StreamReadBatcher } from './stream-read-batcher';

interface Call {
  readonly name: string;
  readonly params: readonly unknown[];
}

const at = new Date('2026-12-02T09:00:00Z');
const row = (gameId: string, seq: number): EventRow => ({
  game_id: gameId,
  seq,
  position: String(1000 + seq),
  type: 'Moved',
  payload: { seq },
  actor: 'german',
  command_id: `${gameId}-${seq}`,
  created_at: at,
});

describe('StreamReadBatcher', () => {
  it('reads one stream alone with the plain statement', async () => {
    const calls: Call[] = [];
    const reads = new StreamReadBatcher(async <Row extends object>(name: string, _text: string, params: readonly unknown[]) => {
      calls.push({ name, params });
      return [row('a', 4)] as unknown as Row[];
    });
    expect(await reads.read('a', 3)).toEqual([
      { gameId: 'a', seq: 4, position: '1004', type: 'Moved', payload: { seq: 4 }, actor: 'german', commandId: 'a-4', createdAt: at },
    ]);
    expect(calls).toEqual([{ name: 'wargames_read_stream', params: ['a', 3] }]);
  });

  it("reads the streams of one turn in one statement and answers each its own rows (none when nothing is newer)", async () => {
    const calls: Call[] = [];
    const query: SqlQuery = async <Row extends object>(name: string, _text: string, params: readonly unknown[]) => {
      calls.push({ name, params });
      // The driver gives WITH ORDINALITY's bigint as text.
      return [
        { read_index: '1', ...row('a', 3) },
        { read_index: '1', ...row('a', 4) },
        { read_index: '3', ...row('c', 1) },
      ] as unknown as Row[];
    };
    const reads = new StreamReadBatcher(query);
    const [a, b, c] = await Promise.all([reads.read('a', 2), reads.read('b', 7), reads.read('c', 0)]);
    expect(calls).toEqual([{ name: 'wargames_read_streams', params: [['a', 'b', 'c'], [2, 7, 0]] }]);
    expect(a?.map((event) => [event.gameId, event.seq, event.commandId])).toEqual([
      ['a', 3, 'a-3'],
      ['a', 4, 'a-4'],
    ]);
    expect(b).toEqual([]);
    expect(c?.map((event) => [event.gameId, event.seq])).toEqual([['c', 1]]);
  });
});
