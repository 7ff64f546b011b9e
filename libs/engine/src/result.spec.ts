import { andThen, err, ok } from './result';

describe('Result', () => {
  it('chains successes and stops at the first failure', () => {
    const half = (n: number) => (n % 2 === 0 ? ok(n / 2) : err(`odd ${n}`));
    expect(andThen(ok(8), half)).toEqual(ok(4));
    expect(andThen(andThen(ok(6), half), half)).toEqual(err('odd 3'));
    expect(andThen(err('first'), half)).toEqual(err('first'));
  });
});
