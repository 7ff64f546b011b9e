import { ApiError } from '../errors/api-error';
import { optionalOneOf } from './input-checks';

describe('optionalOneOf', () => {
  it('passes an allowed word, and null or a missing argument as no filter', () => {
    expect(optionalOneOf('open', ['open', 'full'], 'seating')).toBe('open');
    expect(optionalOneOf(null, ['open', 'full'], 'seating')).toBeUndefined();
    expect(optionalOneOf(undefined, ['open', 'full'], 'seating')).toBeUndefined();
  });

  it('refuses any other word, naming the field and the words it takes', () => {
    const refusal = (() => {
      try {
        optionalOneOf('paused', ['active', 'ended'], 'status');
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: 'ERR_BAD_REQUEST', rule: 'status', status: 400, message: 'status must be "active" or "ended"' });
  });
});
