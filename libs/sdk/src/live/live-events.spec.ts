import { WargamesApiError, WargamesNetworkError } from '../errors';
import { followGame } from './live-events';
import type { LiveMessage, OpenFeed } from './live-message';

const message = (seq: number): LiveMessage => ({ gameId: 'g1', seq, actor: 'german', event: { type: `e${seq}` }, version: seq });

/** A feed that plays one script per attempt: messages, then an error (a drop) or the end of the game. */
function scriptedFeed(scripts: { connects: boolean; seqs: number[]; then: 'end' | Error }[]): { open: OpenFeed; afterSeqs: (number | undefined)[] } {
  const afterSeqs: (number | undefined)[] = [];
  const open: OpenFeed = (afterSeq, _signal, attempt) => ({
    async *[Symbol.asyncIterator]() {
      afterSeqs.push(afterSeq);
      const script = scripts.shift();
      if (!script) throw new Error('no more scripted attempts');
      if (script.connects) attempt.connected = true;
      for (const seq of script.seqs) yield message(seq);
      if (script.then !== 'end') throw script.then;
    },
  });
  return { open, afterSeqs };
}

async function seqsOf(iterable: AsyncIterable<LiveMessage>): Promise<number[]> {
  const seqs: number[] = [];
  for await (const item of iterable) seqs.push(item.seq);
  return seqs;
}

const noWait = async () => undefined;
const drop = () => new WargamesNetworkError('closed (1006)');

describe('followGame', () => {
  it('resumes after the last seq it delivered when the connection drops, with nothing missed or repeated', async () => {
    const websocket = scriptedFeed([
      { connects: true, seqs: [3, 4], then: drop() },
      { connects: true, seqs: [4, 5, 6], then: drop() },
      { connects: true, seqs: [7], then: 'end' },
    ]);
    const sse = scriptedFeed([]);
    const seqs = await seqsOf(followGame({ afterSeq: 2, transport: 'auto', websocket: websocket.open, sse: sse.open, wait: noWait }));
    expect(seqs).toEqual([3, 4, 5, 6, 7]);
    expect(websocket.afterSeqs).toEqual([2, 4, 6]);
    expect(sse.afterSeqs).toEqual([]);
  });

  it('tells when it connects and when it is about to reconnect after a drop', async () => {
    const websocket = scriptedFeed([
      { connects: true, seqs: [1], then: drop() },
      { connects: false, seqs: [], then: drop() },
      { connects: true, seqs: [2], then: 'end' },
    ]);
    const told: string[] = [];
    const follow = followGame({ afterSeq: 0, transport: 'websocket', websocket: websocket.open, sse: scriptedFeed([]).open, wait: noWait, onConnection: (state) => told.push(state) });
    expect(await seqsOf(follow)).toEqual([1, 2]);
    expect(told).toEqual(['connected', 'reconnecting', 'reconnecting', 'connected']);
  });

  it('hands over to SSE for good when the WebSocket never connects (blocked by a proxy)', async () => {
    const websocket = scriptedFeed([{ connects: false, seqs: [], then: drop() }]);
    const sse = scriptedFeed([
      { connects: true, seqs: [1, 2], then: drop() },
      { connects: true, seqs: [3], then: 'end' },
    ]);
    const seqs = await seqsOf(followGame({ afterSeq: 0, transport: 'auto', websocket: websocket.open, sse: sse.open, wait: noWait }));
    expect(seqs).toEqual([1, 2, 3]);
    expect(websocket.afterSeqs).toEqual([0]);
    expect(sse.afterSeqs).toEqual([0, 2]);
  });

  it('keeps to the WebSocket when it had connected before a drop', async () => {
    const websocket = scriptedFeed([
      { connects: true, seqs: [1], then: drop() },
      { connects: false, seqs: [], then: drop() },
      { connects: true, seqs: [2], then: 'end' },
    ]);
    const sse = scriptedFeed([]);
    expect(await seqsOf(followGame({ afterSeq: 0, transport: 'auto', websocket: websocket.open, sse: sse.open, wait: noWait }))).toEqual([1, 2]);
    expect(sse.afterSeqs).toEqual([]);
  });

  it('uses SSE when no WebSocket class is at hand', async () => {
    const sse = scriptedFeed([{ connects: true, seqs: [5], then: 'end' }]);
    expect(await seqsOf(followGame({ afterSeq: 4, transport: 'auto', sse: sse.open, wait: noWait }))).toEqual([5]);
  });

  it('refuses the websocket transport without a WebSocket class', async () => {
    const sse = scriptedFeed([]);
    await expect(seqsOf(followGame({ afterSeq: 0, transport: 'websocket', sse: sse.open }))).rejects.toThrow(/WebSocket/);
  });

  it('passes an API refusal on at once (an unknown game is not retried)', async () => {
    const refusal = new WargamesApiError('ERR_GAME_NOT_FOUND', 'gameId', 'no game', 404);
    const sse = scriptedFeed([{ connects: true, seqs: [], then: refusal }]);
    await expect(seqsOf(followGame({ afterSeq: 0, transport: 'sse', sse: sse.open, wait: noWait }))).rejects.toBe(refusal);
    expect(sse.afterSeqs).toHaveLength(1);
  });

  it('gives up after the configured failures in a row, waiting between them', async () => {
    const sse = scriptedFeed(Array.from({ length: 5 }, () => ({ connects: false, seqs: [], then: drop() })));
    const pauses: number[] = [];
    const follow = followGame({ afterSeq: 0, transport: 'sse', sse: sse.open, retry: { attempts: 3, baseDelayMs: 100 }, wait: async (ms) => void pauses.push(ms) });
    await expect(seqsOf(follow)).rejects.toBeInstanceOf(WargamesNetworkError);
    expect(sse.afterSeqs).toHaveLength(3);
    expect(pauses).toHaveLength(2);
  });
});
