/**
 * A push-fed async iterator: the producer pushes, the consumer awaits. `return()` (a client going away) ends it at
 * once, even while the consumer is waiting, and runs `onClose` so the producer can let go of its subscriptions.
 */
export class AsyncChannel<T> implements AsyncIterableIterator<T> {
  private readonly buffer: T[] = [];
  private readonly waiting: ((result: IteratorResult<T>) => void)[] = [];
  private readonly failing: ((error: unknown) => void)[] = [];
  private closed = false;
  private failure: { error: unknown } | null = null;

  constructor(private readonly onClose: () => void = () => undefined) {}

  get isClosed(): boolean {
    return this.closed;
  }

  push(value: T): void {
    if (this.closed) return;
    const resolve = this.waiting.shift();
    this.failing.shift();
    if (resolve) resolve({ value, done: false });
    else this.buffer.push(value);
  }

  /** Ends the stream after what is buffered. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose();
    this.failing.splice(0);
    for (const resolve of this.waiting.splice(0)) resolve({ value: undefined, done: true });
  }

  /** Ends the stream with an error for the consumer. */
  fail(error: unknown): void {
    if (this.closed) return;
    this.failure = { error };
    const reject = this.failing.shift();
    this.waiting.shift();
    this.close();
    if (reject) {
      this.failure = null;
      reject(error);
    }
  }

  next(): Promise<IteratorResult<T>> {
    if (this.buffer.length > 0) return Promise.resolve({ value: this.buffer.shift() as T, done: false });
    if (this.failure) {
      const { error } = this.failure;
      this.failure = null;
      return Promise.reject(error);
    }
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => {
      this.waiting.push(resolve);
      this.failing.push(reject);
    });
  }

  return(): Promise<IteratorResult<T>> {
    this.buffer.splice(0);
    this.close();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error: unknown): Promise<IteratorResult<T>> {
    this.close();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
