import { scriptedDice } from './dice';
import { ABORT, ABORTED, withAbort } from './abort';
import { execute } from './play';
import { raceToTen } from './race-to-ten.fixture';
import { RESIGN, RESIGNED, withResignation } from './resignation';

// Stacked as the registry stacks them (libs/games/all): each ending wraps the game with the other inside.
const names = { odd: 'Odd', even: 'Even' };
const game = withAbort(withResignation(raceToTen, names), names);
const noDice = scriptedDice([]);
type State = ReturnType<typeof game.setup>;

const after = (state: State, command: { readonly type: string; readonly [field: string]: unknown }, actor: string): State => {
  const played = execute(game, state, command as never, actor, noDice);
  if (!played.ok) throw new Error(`${command.type} refused: ${played.error.message}`);
  return played.value.state as State;
};

describe('player endings (resigning, calling off) wrapped around one game', () => {
  it('given a call-off, a resignation is refused as the game over, named by the call-off, and the call-off stands', () => {
    const calledOff = after(game.setup({}), { type: ABORT }, 'odd');
    expect(execute(game, calledOff, { type: RESIGN } as never, 'even', noDice)).toMatchObject({
      ok: false,
      error: { code: 'ERR_GAME_OVER', rule: ABORT, message: 'the game has ended: it was called off' },
    });
    expect(game.outcome(calledOff)).toMatchObject({ winner: null, reason: ABORTED });
    expect(game.anytime?.(calledOff, 'even')).toEqual([]);
  });

  it('given a resignation, a call-off and any move are refused as the game over, each naming its own rule', () => {
    const resigned = after(game.setup({}), { type: RESIGN }, 'odd');
    expect(execute(game, resigned, { type: ABORT } as never, 'even', noDice)).toMatchObject({
      ok: false,
      error: { code: 'ERR_GAME_OVER', rule: ABORT, message: 'the game has ended: there is nothing to call off' },
    });
    expect(execute(game, resigned, { type: 'add', amount: 1 } as never, 'odd', noDice)).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER', rule: RESIGN } });
    expect(game.outcome(resigned)).toMatchObject({ winner: 'even', reason: RESIGNED });
  });

  it('lists only what the game may list: resigning among the waited-for seat\'s commands and anytime, never calling off', () => {
    const state = game.setup({});
    expect(game.legal(state, 'odd')).toEqual([...raceToTen.legal(state, 'odd'), { type: RESIGN }]);
    expect(game.anytime?.(state, 'even')).toEqual([{ type: RESIGN }]);
    expect(game.anytime?.(state, 'spectator')).toEqual([]);
  });

  it('keeps each ending\'s key out of the game\'s view, and the view of the position it ended in', () => {
    const calledOff = after(after(game.setup({}), { type: 'add', amount: 2 }, 'odd'), { type: ABORT }, 'even');
    expect(calledOff).toMatchObject({ abortedBy: 'even' });
    expect(JSON.stringify(game.view(calledOff, 'spectator'))).not.toContain('abortedBy');
    expect(game.view(calledOff, 'spectator')).toEqual(raceToTen.view(after(raceToTen.setup({}) as State, { type: 'add', amount: 2 }, 'odd'), 'spectator'));
  });
});
