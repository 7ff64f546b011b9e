import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { pino } from 'pino';
import { BUFFERED_LOG_BYTES, bufferedLogDestination } from './buffered-log-destination';

describe('bufferedLogDestination', () => {
  const folder = mkdtempSync(join(tmpdir(), 'buffered-log-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const lines = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { msg: string }).msg);
  const until = async (check: () => boolean, ms = 5_000) => {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('holds lines until BUFFERED_LOG_BYTES wait or the flush interval passes, and close writes what waits', async () => {
    const file = join(folder, 'a.log');
    const destination = bufferedLogDestination(file, 2_000);
    await once(destination.stream as unknown as NodeJS.EventEmitter, 'ready');
    const logger = pino({ base: null, timestamp: false }, destination.stream);
    logger.info('first');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines(file)).toEqual([]);
    await until(() => lines(file).length === 1);
    expect(lines(file)).toEqual(['first']);

    // A burst past the buffer's size is written without waiting for the interval.
    const burst = Array.from({ length: Math.ceil(BUFFERED_LOG_BYTES / 20) }, (_, i) => `line ${i}`);
    for (const message of burst) logger.info(message);
    await until(() => lines(file).length > 1, 1_500);

    logger.info('last');
    destination.close();
    expect(lines(file).at(-1)).toBe('last');
    expect(lines(file)).toEqual(['first', ...burst, 'last']);
  });
});
