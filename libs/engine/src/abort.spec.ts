import { z } from 'zod';
import { ABORT, ABORTED, isAbort, withAbort } from './abort';
import { scriptedDice, seededDice } from './dice';
import { execute, replay } from './play';
import { raceToTen } from './race-to-ten.fixture';
import { playRandomGame } from './random-play';
import { RESIGN, RESIGNED, withResignation } from './resignation';

const names = { odd: 'Odd', even: 'Even' };
const game = withAbort(withResignation(raceToTen, names), names);
const noDice = scriptedDice([]);

describe('calling a game off (a platform command wrapped around any two-sided game)', () => {
  it('given the game has moved, when a player calls it off, then it ends with no winner and nobody is pending', () => {
    const played = execute(game, game.setup({}), { type: 'add', amount: 2 }, 'odd', noDice);
    if (!played.ok) throw new Error('first move refused');
    const aborted = execute(game, played.value.state, { type: ABORT }, 'odd', noDice);
    expect(aborted).toMatchObject({ ok: true, value: { events: [{ type: ABORTED, role: 'odd' }] } });
    if (!aborted.ok) return;
    const state = aborted.value.state as ReturnType<typeof game.setup>;
    expect(game.outcome(state)).toEqual({ winner: null, reason: ABORTED, rule: ABORT, message: 'The Odd player called the game off while the Even seat was empty: no result.' });
    expect(game.pending(state)).toEqual([]);
    expect(game.legal(state, 'odd')).toEqual([]);
    expect(game.anytime?.(state, 'even')).toEqual([]);
  });

  it('shows the position it was called off in through the game\'s own view, without the key', () => {
    const aborted = execute(game, game.setup({}), { type: ABORT }, 'even', noDice);
    if (!aborted.ok) throw new Error('abort refused');
    expect(game.view(aborted.value.state as ReturnType<typeof game.setup>, 'spectator')).toEqual(raceToTen.view(raceToTen.setup({}), 'spectator'));
  });

  it('is never listed by the game itself: only the service knows whether a seat still waits for its player', () => {
    const state = game.setup({});
    expect(game.legal(state, 'odd').some(isAbort)).toBe(false);
    expect(game.anytime?.(state, 'odd')).toEqual([{ type: RESIGN }]);
  });

  it('refuses a call-off from someone with no seat, after the end, and any command after a call-off', () => {
    expect(execute(game, game.setup({}), { type: ABORT }, 'spectator', noDice)).toMatchObject({ ok: false, error: { code: 'ERR_NOT_A_PLAYER', rule: ABORT } });
    const won = replay(game, {}, [{ type: 'added', by: 'odd', amount: 10 }]);
    expect(game.decide(won, { type: ABORT }, 'even', noDice)).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER', rule: ABORT } });
    const resigned = replay(game, {}, [{ type: RESIGNED, role: 'odd' }]);
    expect(game.decide(resigned, { type: ABORT }, 'even', noDice)).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER' } });
    const aborted = replay(game, {}, [{ type: ABORTED, role: 'odd' }]);
    expect(game.decide(aborted, { type: 'add', amount: 1 }, 'odd', noDice)).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER', rule: ABORT } });
    expect(game.decide(aborted, { type: RESIGN }, 'even', noDice)).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER' } });
    expect(game.decide(aborted, { type: ABORT }, 'even', noDice)).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER' } });
  });

  it('refuses an abort command with other fields, and leaves the game\'s own commands and dice as they were', () => {
    expect(game.parseCommand({ type: ABORT, reason: 'bored' })).toMatchObject({ ok: false, error: { code: 'ERR_MALFORMED_COMMAND', rule: 'command' } });
    expect(game.parseCommand({ type: ABORT })).toEqual({ ok: true, value: { type: ABORT } });
    expect(execute(game, game.setup({}), { type: 'gamble' }, 'odd', scriptedDice([5]))).toEqual(execute(raceToTen, raceToTen.setup({}), { type: 'gamble' }, 'odd', scriptedDice([5])));
  });

  it('shows the aborted event to every viewer as it is, and serves abort and aborted in the schemas', () => {
    for (const viewer of ['odd', 'even', 'spectator', 'omniscient']) {
      expect(game.redact({ type: ABORTED, role: 'odd' }, viewer)).toEqual({ type: ABORTED, role: 'odd' });
    }
    expect(game.commandSchema.safeParse({ type: ABORT }).success).toBe(true);
    expect(game.commandSchema.safeParse({ type: RESIGN }).success).toBe(true);
    expect(game.eventSchema.safeParse({ type: ABORTED, role: 'even' }).success).toBe(true);
    expect(game.eventSchema.safeParse({ type: ABORTED, role: 'third' }).success).toBe(false);
    expect(JSON.stringify(z.toJSONSchema(game.commandSchema))).toContain('"const":"abort"');
  });

  it('previews nothing for a call-off, and refuses a preview of anything once called off', () => {
    const previewing = withAbort({ ...raceToTen, preview: () => ({ ok: true, value: { kind: 'odds' } }) }, names);
    const state = previewing.setup({});
    expect(previewing.preview?.(state, { type: ABORT }, 'even')).toEqual({ ok: true, value: null });
    expect(previewing.preview?.(state, { type: 'gamble' }, 'odd')).toEqual({ ok: true, value: { kind: 'odds' } });
    const aborted = replay(previewing, {}, [{ type: ABORTED, role: 'odd' }]);
    expect(previewing.preview?.(aborted, { type: 'gamble' }, 'odd')).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER' } });
    expect(previewing.preview?.(aborted, { type: ABORT }, 'odd')).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER' } });
  });

  it('is never chosen by random play', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const played = playRandomGame(game, {}, seededDice(seed));
      expect(played.ended).toBe(true);
      expect(played.events.some((event) => event.type === ABORTED)).toBe(false);
    }
  });

  it('refuses to wrap a game without exactly two sides', () => {
    expect(() => withAbort({ ...raceToTen, roles: ['odd', 'even', 'third'] }, {})).toThrow(/3 roles/);
  });
});
