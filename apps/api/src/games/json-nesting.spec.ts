import { nestsDeeperThan } from './json-nesting';

describe('nestsDeeperThan', () => {
  it('counts levels of arrays and objects; scalars add none', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan({ a: [1, 'x', null] }, 2)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: true }] }, 2)).toBe(true);
    expect(nestsDeeperThan({ a: [1, { b: true }] }, 3)).toBe(false);
  });

  it('answers for a value nested far deeper than the stack would allow a recursive walk', () => {
    let deep: unknown = 0;
    for (let level = 0; level < 200_000; level++) deep = { next: deep };
    expect(nestsDeeperThan(deep, 64)).toBe(true);
  });
});
