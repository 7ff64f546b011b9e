import { isConnectionLoss, StoreUnavailableError } from './store-unavailable-error';

describe('isConnectionLoss', () => {
  it.each([
    ['pg_terminate_backend (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a connection exception (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['too many connections (53300)', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    ['a refused socket', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a dropped socket', new Error('Connection terminated unexpectedly')],
    ['Prisma over the driver', Object.assign(new Error('Invalid `prisma.seat.findMany()` invocation: Database error. Code: `57P01`. Message: `terminating connection`'), { code: 'P2010' })],
    ['Prisma with meta', Object.assign(new Error('raw query failed'), { code: 'P2010', meta: { code: '08006' } })],
    ['a cause further down', new Error('driver adapter failed', { cause: Object.assign(new Error('x'), { code: '57P01' }) })],
  ])('recognises %s', (_name, error) => {
    expect(isConnectionLoss(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain error', new Error('boom')],
    ['not an error', 'Connection'],
  ])('does not take %s for one', (_name, error) => {
    expect(isConnectionLoss(error)).toBe(false);
  });

  it('keeps the cause in StoreUnavailableError', () => {
    const cause = new Error('Connection terminated');
    const error = new StoreUnavailableError(cause);
    expect(error.cause).toBe(cause);
    expect(error.message).toContain('Connection terminated');
  });
});
