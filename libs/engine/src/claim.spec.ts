import { z } from 'zod';
import { ABORT, withAbort } from './abort';
import { CLAIM_VICTORY, isVictoryClaim, VICTORY_CLAIMED, withVictoryClaim } from './claim';
import { scriptedDice, seededDice } from './dice';
import { execute, replay } from './play';
import { raceToTen } from './race-to-ten.fixture';
import { playRandomGame } from './random-play';
import { RESIGN, withResignation } from './resignation';

const names = { odd: 'Odd', even: 'Even' };
const game = withVictoryClaim(withAbort(withResignation(raceToTen, names), names), names);
const noDice = scriptedDice([]);

describe('claiming the win (a platform command wrapped around any two-sided game)', () => {
  it('given the game waits for the other side, when a player claims the win, then it ends with that player the winner', () => {
    const played = execute(game, game.setup({}), { type: 'add', amount: 2 }, 'odd', noDice);
    if (!played.ok) throw new Error('first move refused');
    const claimed = execute(game, played.value.state, { type: CLAIM_VICTORY }, 'odd', noDice);
    expect(claimed).toMatchObject({ ok: true, value: { events: [{ type: VICTORY_CLAIMED, role: 'odd' }] } });
    if (!claimed.ok) return;
    const state = claimed.value.state as ReturnType<typeof game.setup>;
    expect(game.outcome(state)).toEqual({
      winner: 'odd',
      reason: VICTORY_CLAIMED,
      rule: CLAIM_VICTORY,
      message: 'The Even player stopped playing: the Odd player claimed the win.',
    });
    expect(game.pending(state)).toEqual([]);
    expect(game.legal(state, 'even')).toEqual([]);
    expect(game.anytime?.(state, 'even')).toEqual([]);
  });

  it('keeps the position the game ended in: the view is the game\'s own', () => {
    const claimed = execute(game, game.setup({}), { type: CLAIM_VICTORY }, 'even', noDice);
    if (!claimed.ok) throw new Error('claim refused');
    expect(game.view(claimed.value.state as ReturnType<typeof game.setup>, 'spectator')).toEqual(raceToTen.view(raceToTen.setup({}), 'spectator'));
  });

  it('is never listed by the game (only the service knows how long the other side has been silent)', () => {
    const state = game.setup({});
    for (const role of ['odd', 'even']) {
      expect(game.legal(state, role).some(isVictoryClaim)).toBe(false);
      expect((game.anytime?.(state, role) ?? []).some(isVictoryClaim)).toBe(false);
    }
  });

  it('refuses a spectator, and any command once the game has ended, whichever way it ended', () => {
    expect(execute(game, game.setup({}), { type: CLAIM_VICTORY }, 'spectator', noDice)).toMatchObject({ ok: false, error: { code: 'ERR_NOT_A_PLAYER', rule: CLAIM_VICTORY } });
    const claimed = replay(game, {}, [{ type: VICTORY_CLAIMED, role: 'odd' }]);
    expect(game.decide(claimed, { type: 'add', amount: 1 }, 'odd', noDice)).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER', rule: CLAIM_VICTORY } });
    expect(game.decide(claimed, { type: RESIGN }, 'even', noDice)).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER' } });
    expect(game.decide(claimed, { type: ABORT }, 'even', noDice)).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER' } });
    expect(game.decide(claimed, { type: CLAIM_VICTORY }, 'even', noDice)).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER' } });
    const resigned = replay(game, {}, [{ type: 'resigned', role: 'even' }]);
    expect(game.decide(resigned, { type: CLAIM_VICTORY }, 'odd', noDice)).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER' } });
  });

  it('refuses a claim with other fields, and shows the claimed event to every viewer as it is', () => {
    expect(game.parseCommand({ type: CLAIM_VICTORY, after: '3 days' })).toMatchObject({ ok: false, error: { code: 'ERR_MALFORMED_COMMAND', rule: 'command' } });
    expect(game.parseCommand({ type: CLAIM_VICTORY })).toEqual({ ok: true, value: { type: CLAIM_VICTORY } });
    for (const viewer of ['odd', 'even', 'spectator', 'omniscient']) {
      expect(game.redact({ type: VICTORY_CLAIMED, role: 'odd' }, viewer)).toEqual({ type: VICTORY_CLAIMED, role: 'odd' });
    }
    expect(game.eventSchema.safeParse({ type: VICTORY_CLAIMED, role: 'even' }).success).toBe(true);
    expect(game.eventSchema.safeParse({ type: VICTORY_CLAIMED, role: 'third' }).success).toBe(false);
    expect(JSON.stringify(z.toJSONSchema(game.commandSchema))).toContain('"const":"claim-victory"');
  });

  it('is never chosen by random play', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const played = playRandomGame(game, {}, seededDice(seed));
      expect(played.ended).toBe(true);
      expect(played.events.some((event) => event.type === VICTORY_CLAIMED)).toBe(false);
    }
  });
});
