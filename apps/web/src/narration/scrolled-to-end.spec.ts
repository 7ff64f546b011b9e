import { scrolledToEnd } from './scrolled-to-end';

describe('scrolledToEnd', () => {
  it('holds for a box that shows its last line, or all of its content', () => {
    expect(scrolledToEnd({ scrollTop: 600, scrollHeight: 952, clientHeight: 352 })).toBe(true);
    expect(scrolledToEnd({ scrollTop: 0, scrollHeight: 300, clientHeight: 352 })).toBe(true);
  });

  it('holds within a few pixels of the end (a zoomed page rounds scrollTop)', () => {
    expect(scrolledToEnd({ scrollTop: 594.5, scrollHeight: 952, clientHeight: 352 })).toBe(true);
  });

  it('fails for a box scrolled back to earlier lines', () => {
    expect(scrolledToEnd({ scrollTop: 0, scrollHeight: 952, clientHeight: 352 })).toBe(false);
    expect(scrolledToEnd({ scrollTop: 560, scrollHeight: 952, clientHeight: 352 })).toBe(false);
  });
});
