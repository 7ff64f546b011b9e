import { AsyncChannel } from './async-channel';

describe('AsyncChannel', () => {
  it('delivers pushed values in order, before and after the consumer waits', async () => {
    const channel = new AsyncChannel<number>();
    channel.push(1);
    const waiting = channel.next();
    expect(await waiting).toEqual({ value: 1, done: false });
    const later = channel.next();
    channel.push(2);
    expect(await later).toEqual({ value: 2, done: false });
  });

  it('ends a waiting consumer at once when returned, and tells the producer', async () => {
    const onClose = jest.fn();
    const channel = new AsyncChannel<number>(onClose);
    const waiting = channel.next();
    await channel.return();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(onClose).toHaveBeenCalledTimes(1);
    channel.push(3);
    expect(await channel.next()).toEqual({ value: undefined, done: true });
  });

  it('drains what is buffered after close, then ends', async () => {
    const channel = new AsyncChannel<string>();
    channel.push('a');
    channel.close();
    const seen: string[] = [];
    for await (const value of channel) seen.push(value);
    expect(seen).toEqual(['a']);
  });

  it('passes a failure to the consumer', async () => {
    const channel = new AsyncChannel<string>();
    const waiting = channel.next();
    channel.fail(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    const failed = new AsyncChannel<string>();
    failed.fail(new Error('later'));
    await expect(failed.next()).rejects.toThrow('later');
  });
});
