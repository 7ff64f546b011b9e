import { WargamesApiError, WargamesNetworkError } from './errors';
import { DEFAULT_RETRY, parseRetryAfter, retryDelay, withRetry } from './retry';

const rateLimited = (retryAfterMs?: number) => new WargamesApiError('ERR_RATE_LIMITED', 'rate', 'slow down', 429, retryAfterMs);

describe('retries', () => {
  it('waits as long as Retry-After says, within the maximum', () => {
    const options = { ...DEFAULT_RETRY, maxDelayMs: 5_000 };
    expect(retryDelay(1, options, 2_000, () => 0.5)).toBe(2_000);
    expect(retryDelay(1, options, 60_000, () => 0.5)).toBe(5_000);
  });

  it('backs off exponentially with jitter between half and all of the step', () => {
    const options = { attempts: 9, baseDelayMs: 100, maxDelayMs: 1_000 };
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelay(attempt, options, undefined, () => 0))).toEqual([50, 100, 200, 400, 500]);
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelay(attempt, options, undefined, () => 1))).toEqual([100, 200, 400, 800, 1_000]);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('3')).toBe(3_000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), () => 4_000)).toBe(6_000);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });

  it('retries 429, 503 and ERR_CONTENDED until the request succeeds, pausing as told', async () => {
    const failures = [rateLimited(1_234), new WargamesApiError('ERR_NOT_READY', 'database', 'down', 503), new WargamesApiError('ERR_CONTENDED', 'expectedVersion', 'busy', 409)];
    const pauses: number[] = [];
    const action = jest.fn(async () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return 'done';
    });
    await expect(withRetry(action, { attempts: 5 }, { idempotent: false, sleep: async (ms) => void pauses.push(ms), random: () => 1 })).resolves.toBe('done');
    expect(action).toHaveBeenCalledTimes(4);
    expect(pauses).toEqual([1_234, 500, 1_000]);
  });

  it('gives up after the configured number of tries with the last error', async () => {
    const action = jest.fn(async () => {
      throw rateLimited();
    });
    await expect(withRetry(action, { attempts: 3 }, { idempotent: true, sleep: async () => undefined })).rejects.toMatchObject({ code: 'ERR_RATE_LIMITED' });
    expect(action).toHaveBeenCalledTimes(3);
  });

  it('never retries a refusal that will not change (a rule violation, a stale version)', async () => {
    for (const refusal of [new WargamesApiError('ERR_NOT_YOUR_TURN', 'GS-3.5', 'wait', 422), new WargamesApiError('ERR_STALE_VERSION', 'expectedVersion', 'moved', 409)]) {
      const action = jest.fn(async () => {
        throw refusal;
      });
      await expect(withRetry(action, undefined, { idempotent: true, sleep: async () => undefined })).rejects.toBe(refusal);
      expect(action).toHaveBeenCalledTimes(1);
    }
  });

  it('retries a dropped connection only for idempotent requests (it may have been applied)', async () => {
    const dropped = () => new WargamesNetworkError('connection reset');
    const idempotent = jest.fn(async () => {
      if (idempotent.mock.calls.length === 1) throw dropped();
      return 1;
    });
    await expect(withRetry(idempotent, undefined, { idempotent: true, sleep: async () => undefined })).resolves.toBe(1);
    const write = jest.fn(async () => {
      throw dropped();
    });
    await expect(withRetry(write, undefined, { idempotent: false, sleep: async () => undefined })).rejects.toBeInstanceOf(WargamesNetworkError);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('retries an idempotent request through a gateway\'s 502 and 504, honouring Retry-After', async () => {
    const failures = [WargamesApiError.from('<html>Bad Gateway</html>', 502, 3_000), WargamesApiError.from('<html>Gateway Time-out</html>', 504)];
    const pauses: number[] = [];
    const action = jest.fn(async () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return 'done';
    });
    await expect(withRetry(action, undefined, { idempotent: true, sleep: async (ms) => void pauses.push(ms), random: () => 1 })).resolves.toBe('done');
    expect(action).toHaveBeenCalledTimes(3);
    expect(pauses).toEqual([3_000, 500]);
  });

  it('does not retry a non-idempotent write after a 502 or 504 (the replica may have applied it)', async () => {
    for (const status of [502, 504]) {
      const action = jest.fn(async () => {
        throw WargamesApiError.from(undefined, status);
      });
      await expect(withRetry(action, undefined, { idempotent: false, sleep: async () => undefined })).rejects.toMatchObject({ status });
      expect(action).toHaveBeenCalledTimes(1);
    }
  });

  it('gives up on a gateway that keeps answering 502 after the configured tries, each pause within the maximum', async () => {
    const pauses: number[] = [];
    const action = jest.fn(async () => {
      throw WargamesApiError.from(undefined, 502, 120_000);
    });
    await expect(withRetry(action, { attempts: 4, maxDelayMs: 2_000 }, { idempotent: true, sleep: async (ms) => void pauses.push(ms) })).rejects.toMatchObject({ code: 'ERR_HTTP_502' });
    expect(action).toHaveBeenCalledTimes(4);
    expect(pauses).toEqual([2_000, 2_000, 2_000]);
  });

  it('attempts: 1 turns retrying off', async () => {
    const action = jest.fn(async () => {
      throw rateLimited();
    });
    await expect(withRetry(action, { attempts: 1 }, { idempotent: true, sleep: async () => undefined })).rejects.toMatchObject({ status: 429 });
    expect(action).toHaveBeenCalledTimes(1);
  });
});
