import { loadConfig } from '../config/app-config';
import { ApiError } from '../errors/api-error';
import { CommandRateLimiter } from './command-rate-limiter';

function refusalOf(take: () => void): ApiError {
  try {
    take();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected ERR_RATE_LIMITED');
}

describe('CommandRateLimiter (a token bucket per seat)', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('with the default limits, a seat sending at full speed is refused after its burst of 20, then may send 5 per second', () => {
    const limiter = new CommandRateLimiter(loadConfig({}));
    for (let i = 0; i < 20; i++) limiter.take('g', 'german');
    const refused = refusalOf(() => limiter.take('g', 'german'));
    expect(refused.toBody()).toMatchObject({ code: 'ERR_RATE_LIMITED', rule: 'rate', status: 429 });
    expect(refused.headers).toEqual({ 'Retry-After': '1', 'RateLimit-Policy': '"seat-commands";q=20;w=4', RateLimit: '"seat-commands";r=0;t=1' });
    jest.advanceTimersByTime(200);
    limiter.take('g', 'german');
    expect(() => limiter.take('g', 'german')).toThrow(ApiError);
    jest.advanceTimersByTime(1000);
    for (let i = 0; i < 5; i++) limiter.take('g', 'german');
    expect(() => limiter.take('g', 'german')).toThrow(ApiError);
  });

  it('keeps one bucket per seat: another seat, or the same role in another game, is not slowed', () => {
    const limiter = new CommandRateLimiter(loadConfig({ WARGAMES_COMMAND_BURST: '2', WARGAMES_COMMAND_RATE: '1' }));
    limiter.take('g', 'german');
    limiter.take('g', 'german');
    expect(() => limiter.take('g', 'german')).toThrow(ApiError);
    limiter.take('g', 'british');
    limiter.take('h', 'german');
  });

  it('says how long to wait at a slow rate', () => {
    const limiter = new CommandRateLimiter(loadConfig({ WARGAMES_COMMAND_BURST: '1', WARGAMES_COMMAND_RATE: '0.1' }));
    limiter.take('g', 'german');
    jest.advanceTimersByTime(2500);
    expect(refusalOf(() => limiter.take('g', 'german')).headers).toEqual({ 'Retry-After': '8', 'RateLimit-Policy': '"seat-commands";q=1;w=10', RateLimit: '"seat-commands";r=0;t=8' });
  });

  it('can be set high enough for a benchmark of thousands of commands per second', () => {
    const limiter = new CommandRateLimiter(loadConfig({ WARGAMES_COMMAND_BURST: '100000', WARGAMES_COMMAND_RATE: '100000' }));
    for (let i = 0; i < 100_000; i++) limiter.take('g', 'german');
    jest.advanceTimersByTime(10);
    for (let i = 0; i < 1000; i++) limiter.take('g', 'german');
  });

  it('forgets idle seats once it tracks many', () => {
    const limiter = new CommandRateLimiter(loadConfig({ WARGAMES_COMMAND_BURST: '2', WARGAMES_COMMAND_RATE: '1' }));
    for (let i = 0; i < 10_000; i++) limiter.take(`game-${i}`, 'german');
    jest.advanceTimersByTime(5000);
    limiter.take('busy', 'german');
    expect(limiter.trackedSeats).toBe(1);
  });
});
