import { shownLog } from './shown-log';

describe('shownLog', () => {
  const log = [{ seq: 1 }, { seq: 2 }, { seq: 4 }];

  it('keeps the same list when the board accounts for every entry', () => {
    expect(shownLog(log, 4)).toBe(log);
    expect(shownLog(log, 9)).toBe(log);
  });

  it('holds back the entries past the version the board shows', () => {
    expect(shownLog(log, 2)).toEqual([{ seq: 1 }, { seq: 2 }]);
    expect(shownLog(log, 3)).toEqual([{ seq: 1 }, { seq: 2 }]);
    expect(shownLog(log, -1)).toEqual([]);
  });
});
