import { scriptedDice } from './dice';
import { execute, replay } from './play';
import { raceToTen } from './race-to-ten.fixture';

describe('execute and replay', () => {
  it('parses, decides and folds a command', () => {
    const state = raceToTen.setup({});
    const result = execute(raceToTen, state, { type: 'gamble' }, 'odd', scriptedDice([5]));
    expect(result).toEqual({
      ok: true,
      value: {
        command: { type: 'gamble' },
        events: [{ type: 'added', by: 'odd', amount: 2, die: 5 }],
        state: { total: 2, next: 'even', winner: null },
      },
    });
  });

  it('returns the parse error for a malformed command and the rule error for an illegal one', () => {
    const state = raceToTen.setup({});
    expect(execute(raceToTen, state, { type: 'add', amount: 3 }, 'odd', scriptedDice([]))).toMatchObject({
      ok: false,
      error: { code: 'ERR_MALFORMED_COMMAND', rule: 'amount' },
    });
    expect(execute(raceToTen, state, { type: 'add', amount: 1 }, 'even', scriptedDice([]))).toMatchObject({
      ok: false,
      error: { code: 'ERR_NOT_YOUR_TURN', rule: 'R-1' },
    });
  });

  it('replays stored events onto the setup state', () => {
    const events = [
      { type: 'added', by: 'odd', amount: 2 },
      { type: 'added', by: 'even', amount: 1 },
    ];
    expect(replay(raceToTen, {}, events)).toEqual({ total: 3, next: 'odd', winner: null });
  });
});
