import { positionRefresher } from './position-refresher';

/** A read that finishes when the test says so, remembering the version it was asked at. */
function controlledReads() {
  const calls: { atLeastVersion: number | undefined; finish: (error?: Error) => void }[] = [];
  const read = (atLeastVersion: number | undefined) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ atLeastVersion, finish: (error) => (error ? reject(error) : resolve()) });
    });
  return { calls, read };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('positionRefresher', () => {
  it('reads at once, at the version the live event named', () => {
    const { calls, read } = controlledReads();
    positionRefresher(read)(7);
    expect(calls.map((call) => call.atLeastVersion)).toEqual([7]);
  });

  it('reads the newest stored version when no version is known', () => {
    const { calls, read } = controlledReads();
    positionRefresher(read)();
    expect(calls.map((call) => call.atLeastVersion)).toEqual([undefined]);
  });

  it('makes the requests that come during a read into one read after it, at the newest version named', async () => {
    const { calls, read } = controlledReads();
    const refresh = positionRefresher(read);
    refresh(3);
    refresh(5);
    refresh(9);
    refresh(4);
    expect(calls).toHaveLength(1);
    calls[0]!.finish();
    await settle();
    expect(calls.map((call) => call.atLeastVersion)).toEqual([3, 9]);
    calls[1]!.finish();
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('reads the newest stored version when one of the waiting requests named none', async () => {
    const { calls, read } = controlledReads();
    const refresh = positionRefresher(read);
    refresh(3);
    refresh(5);
    refresh();
    refresh(8);
    calls[0]!.finish();
    await settle();
    expect(calls.map((call) => call.atLeastVersion)).toEqual([3, undefined]);
  });

  it('goes on after a failed read', async () => {
    const { calls, read } = controlledReads();
    const refresh = positionRefresher(read);
    refresh(2);
    refresh(6);
    calls[0]!.finish(new Error('network down'));
    await settle();
    expect(calls.map((call) => call.atLeastVersion)).toEqual([2, 6]);
    calls[1]!.finish();
    await settle();
    refresh(11);
    expect(calls.map((call) => call.atLeastVersion)).toEqual([2, 6, 11]);
  });
});
