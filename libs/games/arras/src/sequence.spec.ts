import { given } from '@wargames/engine/testing';
import { arras } from './arras';
import type { ArrasEvent } from './events';
import { legal } from './legal';
import { play, scenario } from './test-scenario';

const opts = { brigade17: false };
const errorOf = (result: { ok: boolean; error?: unknown }) => (result.ok ? null : result.error);

/** Plays the commands in order from the start of a game. */
function run(commands: [('allied' | 'german'), object][], events: ArrasEvent[] = []): ArrasEvent[] {
  return commands.reduce((acc, [actor, command]) => play(acc, actor, command), events);
}
const emptyAlliedTurn: [('allied' | 'german'), object][] = [
  ['allied', { type: 'start-phase', phase: 'recovery' }],
  ['allied', { type: 'end-phase' }],
  ['allied', { type: 'start-phase', phase: 'movement' }],
  ['allied', { type: 'end-phase' }],
  ['allied', { type: 'start-phase', phase: 'combat' }],
  ['allied', { type: 'end-phase' }],
];
const emptyGermanTurn: [('allied' | 'german'), object][] = [
  ['german', { type: 'end-phase' }],
  ['german', { type: 'end-phase' }],
  ['german', { type: 'end-phase' }],
];

describe('sequence of play (AR-5)', () => {
  it('AR-5.1 / AR-5.3 the Allied turn comes first and the Allied player names each phase as he starts it', () => {
    const world = given(arras, opts);
    expect(arras.pending(world.state)).toEqual(['allied']);
    expect(legal(world.state, 'allied')).toEqual([
      { type: 'start-phase', phase: 'movement' },
      { type: 'start-phase', phase: 'combat' },
      { type: 'start-phase', phase: 'recovery' },
    ]);
    expect(world.when('allied', { type: 'start-phase', phase: 'combat' })).toEqual({ ok: true, value: [{ type: 'phase-started', side: 'allied', phase: 'combat', turn: 1 }] });
    expect(errorOf(world.when('german', { type: 'end-phase' }))).toMatchObject({ code: 'ERR_NOT_YOUR_TURN', rule: 'AR-5.1' });
  });

  it('AR-5.3 each Allied phase is played once per turn, in any order', () => {
    const events = run(emptyAlliedTurn.slice(0, 2));
    const world = given(arras, opts, events);
    expect(legal(world.state, 'allied')).toEqual([
      { type: 'start-phase', phase: 'movement' },
      { type: 'start-phase', phase: 'combat' },
    ]);
    expect(errorOf(world.when('allied', { type: 'start-phase', phase: 'recovery' }))).toEqual({
      code: 'ERR_PHASE_ALREADY_PLAYED',
      rule: 'AR-5.3',
      message: 'AR-5.3: the Allied recovery phase has already been played this turn',
    });
  });

  it('AR-5.4 a phase is ended explicitly, may be empty, and a new one is not started over it', () => {
    const world = given(arras, opts, run([['allied', { type: 'start-phase', phase: 'movement' }]]));
    expect(legal(world.state, 'allied').at(-1)).toEqual({ type: 'end-phase' });
    expect(world.when('allied', { type: 'end-phase' })).toEqual({ ok: true, value: [{ type: 'phase-ended', side: 'allied', phase: 'movement' }] });
    expect(errorOf(world.when('allied', { type: 'start-phase', phase: 'combat' }))).toMatchObject({ code: 'ERR_WRONG_PHASE', rule: 'AR-5.4' });
    expect(errorOf(given(arras, opts).when('allied', { type: 'end-phase' }))).toMatchObject({ code: 'ERR_WRONG_PHASE', rule: 'AR-5.3' });
  });

  it('AR-5.4 a phase cannot end while an attack is being resolved', () => {
    const events = play(scenario({ units: { '6DLI': '0604', '7SR': '0705' }, side: 'allied', phase: 'combat', done: ['movement'] }), 'allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [3]);
    expect(errorOf(given(arras, opts, events).when('allied', { type: 'end-phase' }))).toMatchObject({ code: 'ERR_PHASE_NOT_OVER', rule: 'AR-8.1' });
  });

  it('AR-5.2 the German turn follows: movement, combat, recovery in that order, started by themselves', () => {
    const allied = run(emptyAlliedTurn);
    expect(allied.slice(-3)).toEqual([
      { type: 'phase-ended', side: 'allied', phase: 'combat' },
      { type: 'player-turn-started', side: 'german', turn: 1 },
      { type: 'phase-started', side: 'german', phase: 'movement', turn: 1 },
    ]);
    const world = given(arras, opts, allied);
    expect(arras.pending(world.state)).toEqual(['german']);
    expect(errorOf(world.when('german', { type: 'start-phase', phase: 'combat' }))).toMatchObject({ code: 'ERR_WRONG_PHASE', rule: 'AR-5.2' });
    const combat = run(emptyGermanTurn.slice(0, 1), allied);
    expect(combat.at(-1)).toEqual({ type: 'phase-started', side: 'german', phase: 'combat', turn: 1 });
    const recovery = run(emptyGermanTurn.slice(0, 2), allied);
    expect(recovery.at(-1)).toEqual({ type: 'phase-started', side: 'german', phase: 'recovery', turn: 1 });
  });

  it('AR-5.1 at the end of the German turn the turn marker advances one box and the Allied turn begins', () => {
    const events = run([...emptyAlliedTurn, ...emptyGermanTurn]);
    expect(events.slice(-3)).toEqual([
      { type: 'phase-ended', side: 'german', phase: 'recovery' },
      { type: 'turn-marker-advanced', from: 1, to: 2, rule: 'AR-5.1', reason: 'end of turn' },
      { type: 'player-turn-started', side: 'allied', turn: 2 },
    ]);
    const state = given(arras, opts, events).state;
    expect([state.turn, state.side, state.phase, state.phasesDone]).toEqual([2, 'allied', null, []]);
  });

  it('AR-4.2 the Allies win when the turn marker would move past 8; then nothing more is accepted', () => {
    let events: ArrasEvent[] = [];
    for (let turn = 1; turn <= 8; turn++) events = run([...emptyAlliedTurn, ...emptyGermanTurn], events);
    expect(events.at(-1)).toEqual({
      type: 'game-ended',
      winner: 'allied',
      reason: 'turn-limit',
      rule: 'AR-4.2',
      message: 'the turn marker would move past turn 8 and no German unit has left the map westward: the Allies win',
    });
    const world = given(arras, opts, events);
    expect(world.state.turn).toBe(8);
    expect(arras.outcome(world.state)).toEqual({ winner: 'allied', reason: 'turn-limit', rule: 'AR-4.2', message: expect.any(String) });
    expect(arras.pending(world.state)).toEqual([]);
    expect(legal(world.state, 'allied')).toEqual([]);
    expect(errorOf(world.when('allied', { type: 'start-phase', phase: 'movement' }))).toMatchObject({ code: 'ERR_GAME_OVER', rule: 'AR-4.2' });
  });

  it('only the two players act: anyone else is refused with ERR_NOT_A_PLAYER', () => {
    expect(errorOf(given(arras, opts).when('spectator', { type: 'start-phase', phase: 'movement' }))).toMatchObject({ code: 'ERR_NOT_A_PLAYER' });
  });
});
