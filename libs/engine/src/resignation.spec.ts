import { z } from 'zod';
import { scriptedDice, seededDice } from './dice';
import { execute, replay } from './play';
import { raceToTen } from './race-to-ten.fixture';
import { playRandomGame } from './random-play';
import { isResignation, RESIGN, RESIGNED, withoutResignation, withResignation } from './resignation';

const game = withResignation(raceToTen, { odd: 'Odd', even: 'Even' });
const noDice = scriptedDice([]);

describe('resigning (a platform command wrapped around any two-sided game)', () => {
  it('given the game waits for a seat, when that seat resigns, then the other side wins and nobody is pending', () => {
    const played = execute(game, game.setup({}), { type: 'add', amount: 2 }, 'odd', noDice);
    if (!played.ok) throw new Error('setup move refused');
    const resigned = execute(game, played.value.state, { type: RESIGN }, 'even', noDice);
    expect(resigned).toMatchObject({ ok: true, value: { events: [{ type: RESIGNED, role: 'even' }] } });
    if (!resigned.ok) return;
    const state = resigned.value.state as ReturnType<typeof game.setup>;
    expect(game.outcome(state)).toEqual({ winner: 'odd', reason: 'resigned', rule: RESIGN, message: 'The Even player resigned: Odd victory.' });
    expect(game.pending(state)).toEqual([]);
    expect(game.legal(state, 'odd')).toEqual([]);
    expect(game.legal(state, 'even')).toEqual([]);
  });

  it('shows the position it was resigned in through the game\'s own view, without the resignation key', () => {
    const resigned = execute(game, game.setup({}), { type: RESIGN }, 'odd', noDice);
    if (!resigned.ok) throw new Error('resign refused');
    const view = game.view(resigned.value.state as ReturnType<typeof game.setup>, 'spectator');
    expect(view).toEqual(raceToTen.view(raceToTen.setup({}), 'spectator'));
    expect(raceToTen.viewSchema.safeParse(view).success).toBe(true);
  });

  it('lists resign last among the legal commands of the seat it waits for, and never for a seat that waits', () => {
    const state = game.setup({});
    expect(game.legal(state, 'odd')).toEqual([...raceToTen.legal(state, 'odd'), { type: RESIGN }]);
    expect(game.legal(state, 'even')).toEqual([]);
  });

  it('accepts a resignation from the seat that waits too, though only the seat it waits for has it among its legal commands', () => {
    const resigned = execute(game, game.setup({}), { type: RESIGN }, 'even', noDice);
    expect(resigned).toMatchObject({ ok: true, value: { events: [{ type: RESIGNED, role: 'even' }] } });
    if (!resigned.ok) return;
    expect(game.outcome(resigned.value.state as ReturnType<typeof game.setup>)).toMatchObject({ winner: 'odd', reason: 'resigned' });
  });

  it('lists resign among the commands either seat may send at any time while the game runs, and none after the end', () => {
    const state = game.setup({});
    expect(game.anytime?.(state, 'odd')).toEqual([{ type: RESIGN }]);
    expect(game.anytime?.(state, 'even')).toEqual([{ type: RESIGN }]);
    expect(game.anytime?.(state, 'spectator')).toEqual([]);
    const won = replay(game, {}, [{ type: 'added', by: 'odd', amount: 10 }]);
    expect(game.anytime?.(won, 'even')).toEqual([]);
    const resigned = replay(game, {}, [{ type: RESIGNED, role: 'odd' }]);
    expect(game.anytime?.(resigned, 'even')).toEqual([]);
  });

  it('refuses a resignation from someone with no seat, naming the command', () => {
    expect(execute(game, game.setup({}), { type: RESIGN }, 'spectator', noDice)).toMatchObject({ ok: false, error: { code: 'ERR_NOT_A_PLAYER', rule: RESIGN } });
  });

  it('refuses a resignation, and any other command, once the game has ended', () => {
    const won = replay(game, {}, [{ type: 'added', by: 'odd', amount: 10 }]);
    expect(game.decide(won, { type: RESIGN }, 'even', noDice)).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER' } });
    const resigned = replay(game, {}, [{ type: RESIGNED, role: 'odd' }]);
    expect(game.decide(resigned, { type: RESIGN }, 'odd', noDice)).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER' } });
    expect(game.decide(resigned, { type: 'add', amount: 1 }, 'odd', noDice)).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER' } });
  });

  it('refuses a resign command with other fields, naming the command', () => {
    expect(game.parseCommand({ type: RESIGN, winner: 'even' })).toMatchObject({ ok: false, error: { code: 'ERR_MALFORMED_COMMAND', rule: 'command' } });
    expect(game.parseCommand({ type: RESIGN })).toEqual({ ok: true, value: { type: RESIGN } });
    expect(game.parseCommand({ type: 'add', amount: 2 })).toEqual(raceToTen.parseCommand({ type: 'add', amount: 2 }));
  });

  it('leaves the game\'s own commands, events and outcome as they were', () => {
    const state = replay(game, {}, [{ type: 'added', by: 'odd', amount: 10 }]);
    expect(game.outcome(state)).toEqual(raceToTen.outcome(replay(raceToTen, {}, [{ type: 'added', by: 'odd', amount: 10 }])));
    const gambled = execute(game, game.setup({}), { type: 'gamble' }, 'odd', scriptedDice([5]));
    expect(gambled).toEqual(execute(raceToTen, raceToTen.setup({}), { type: 'gamble' }, 'odd', scriptedDice([5])));
  });

  it('shows the resigned event to every viewer as it is: it hides nothing', () => {
    for (const viewer of ['odd', 'even', 'spectator', 'omniscient']) {
      expect(game.redact({ type: RESIGNED, role: 'odd' }, viewer)).toEqual({ type: RESIGNED, role: 'odd' });
    }
  });

  it('serves resign and resigned in the command and event schemas', () => {
    expect(game.commandSchema.safeParse({ type: RESIGN }).success).toBe(true);
    expect(game.commandSchema.safeParse({ type: 'add', amount: 1 }).success).toBe(true);
    expect(game.eventSchema.safeParse({ type: RESIGNED, role: 'odd' }).success).toBe(true);
    expect(JSON.stringify(z.toJSONSchema(game.commandSchema))).toContain('"const":"resign"');
  });

  it('previews nothing for a resignation, and refuses one once the game has ended', () => {
    const previewing = withResignation({ ...raceToTen, preview: () => ({ ok: true, value: { kind: 'odds' } }) }, { odd: 'Odd', even: 'Even' });
    const state = previewing.setup({});
    expect(previewing.preview?.(state, { type: RESIGN }, 'odd')).toEqual({ ok: true, value: null });
    expect(previewing.preview?.(state, { type: RESIGN }, 'even')).toEqual({ ok: true, value: null });
    const won = replay(previewing, {}, [{ type: 'added', by: 'odd', amount: 10 }]);
    expect(previewing.preview?.(won, { type: RESIGN }, 'even')).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER' } });
    expect(previewing.preview?.(state, { type: 'gamble' }, 'odd')).toEqual({ ok: true, value: { kind: 'odds' } });
  });

  it('is never chosen by random play, and is told apart by its type', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const played = playRandomGame(game, {}, seededDice(seed));
      expect(played.ended).toBe(true);
      expect(played.events.some((event) => event.type === RESIGNED)).toBe(false);
    }
    expect(isResignation({ type: RESIGN })).toBe(true);
    expect(withoutResignation([{ type: 'gamble' }, { type: RESIGN }])).toEqual([{ type: 'gamble' }]);
  });

  it('refuses to wrap a game without exactly two sides', () => {
    expect(() => withResignation({ ...raceToTen, roles: ['odd', 'even', 'third'] }, {})).toThrow(/two|3 roles/);
  });
});
