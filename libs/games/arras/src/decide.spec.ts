import { playRandomGame, seededDice } from '@wargames/engine';
import { given } from '@wargames/engine/testing';
import fc from 'fast-check';
import { arras } from './arras';
import { ARRAS_DATA } from './data/arras-data';
import type { ArrasState } from './state';
import { play, scenario } from './test-scenario';

const errorOf = (result: { ok: boolean; error?: unknown }) => (result.ok ? null : result.error);

describe('decide: who may act, and bad input', () => {
  it('AR-8.5 while an attack waits for a decision, nothing else is accepted', () => {
    const events = play(scenario({ units: { '6DLI': '0604', '7SR': '0705' }, side: 'allied', phase: 'combat', done: ['movement'] }), 'allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [3]);
    const world = given(arras, { brigade17: false }, events);
    expect(errorOf(world.when('allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }))).toEqual({
      code: 'ERR_PHASE_NOT_OVER',
      rule: 'AR-8.1',
      message: 'AR-8.1: an attack is being resolved: the game waits for a retreat (AR-8.5) of 7SR',
    });
    expect(errorOf(world.when('allied', { type: 'advance', unit: '6DLI', path: ['0705'] }))).toMatchObject({ code: 'ERR_WRONG_PHASE', rule: 'AR-8.7' });
    expect(errorOf(world.when('allied', { type: 'fire-88' }))).toMatchObject({ code: 'ERR_WRONG_PHASE', rule: 'AR-8.8' });
    expect(errorOf(world.when('allied', { type: 'choose-loss', unit: '6DLI' }))).toMatchObject({ code: 'ERR_WRONG_PHASE', rule: 'AR-8.4' });
  });

  it('AR-8.7 / AR-8.5 step commands outside their step are refused with the rule that governs them', () => {
    const world = given(arras, { brigade17: false }, scenario({ units: { '6DLI': '0604', '7SR': '0705' }, side: 'allied', phase: 'combat', done: ['movement'] }));
    expect(errorOf(world.when('allied', { type: 'retreat', unit: '7SR', path: ['0805'] }))).toMatchObject({ code: 'ERR_WRONG_PHASE', rule: 'AR-8.5' });
    expect(errorOf(world.when('allied', { type: 'end-advance' }))).toMatchObject({ code: 'ERR_WRONG_PHASE', rule: 'AR-8.7' });
    // whoever sends it: the German's decline-88 is refused by AR-8.8 (no attack with tanks declared), not by AR-5.1
    expect(errorOf(world.when('german', { type: 'decline-88' }))).toEqual({
      code: 'ERR_WRONG_PHASE',
      rule: 'AR-8.8',
      message: 'AR-8.8: the 88 may fire only right after an Allied attack with tanks is declared; the game waits for the allied combat phase',
    });
    expect(errorOf(world.when('german', { type: 'choose-loss', unit: '7SR' }))).toMatchObject({ code: 'ERR_WRONG_PHASE', rule: 'AR-8.4' });
    expect(errorOf(world.when('german', { type: 'advance', unit: '7SR', path: ['0604'] }))).toMatchObject({ code: 'ERR_WRONG_PHASE', rule: 'AR-8.7' });
    // a phase command of the other player's turn is refused by AR-5.1
    expect(errorOf(world.when('german', { type: 'attack', defender: '6DLI', attackers: ['7SR'] }))).toMatchObject({ code: 'ERR_NOT_YOUR_TURN', rule: 'AR-5.1' });
  });

  it('AR-8.8 a second fire-88 or decline-88 cites AR-8.8 (the 88 has fired) whatever the game waits for, whoever sends it', () => {
    const units = { '4RTR': '0604', '7RTR': '0704', '6DLI': '0605', '7SR': '0705', '7Kr': '0903' };
    const start = scenario({ units, side: 'allied', phase: 'combat', done: ['movement'] });
    const declared = play(start, 'allied', { type: 'attack', defender: '7SR', attackers: ['4RTR', '7RTR', '6DLI'] });
    const positions = {
      // 8:8 → 1:1: die 5 Ex (the Allied loss choice), die 6 D2 (the German's retreat choice)
      'the Allied loss choice': play(declared, 'german', { type: 'fire-88' }, [5]),
      "the German's retreat choice": play(declared, 'german', { type: 'fire-88' }, [6]),
      // 88 die 2: C; the attack 10:2 → 4:1, die 3: D2 (the Allied retreat choice for 7SR), die 4: De (the advance)
      'the Allied retreat choice': play(declared, 'german', { type: 'fire-88' }, [2, 3]),
      'the advance': play(declared, 'german', { type: 'fire-88' }, [2, 4]),
      'the combat phase between attacks': play(play(declared, 'german', { type: 'fire-88' }, [2, 4]), 'allied', { type: 'end-advance' }),
      'the German movement phase': scenario({ units, side: 'german', phase: 'movement', gunUsed: true }),
    };
    const seen = new Set<string>();
    for (const [name, events] of Object.entries(positions)) {
      const world = given(arras, { brigade17: false }, events);
      seen.add(world.state.combat?.step?.kind ?? world.state.phase ?? 'none');
      for (const actor of ['allied', 'german']) {
        for (const type of ['fire-88', 'decline-88']) {
          expect([name, actor, errorOf(world.when(actor, { type }))]).toEqual([
            name,
            actor,
            { code: 'ERR_GUN_ALREADY_FIRED', rule: 'AR-8.8', message: expect.stringMatching(/^AR-8\.8: the 88 fires once per game and has already fired; the game waits for /) },
          ]);
        }
      }
    }
    expect([...seen].sort()).toEqual(['advance', 'combat', 'loss', 'movement', 'retreat']);
  });

  it('any command in any reachable state gets a typed answer, never a throw, and changes nothing', () => {
    const unit = fc.constantFrom(...ARRAS_DATA.counters.map((c) => c.id), 'Tiger');
    const hex = fc.oneof(
      fc.integer({ min: 0, max: 11 }).chain((c) => fc.integer({ min: 0, max: 9 }).map((r) => `${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`)),
      fc.constantFrom('west', '503', 'x'),
    );
    const path = fc.array(hex, { minLength: 0, maxLength: 3 });
    const command = fc.oneof(
      fc.record({ type: fc.constant('start-phase'), phase: fc.constantFrom('movement', 'combat', 'recovery', 'lunch') }),
      fc.constantFrom({ type: 'end-phase' }, { type: 'fire-88' }, { type: 'decline-88' }, { type: 'end-advance' }, { type: 'nap' }),
      fc.record({ type: fc.constantFrom('move', 'retreat', 'advance'), unit, path }),
      fc.record({ type: fc.constant('attack'), defender: unit, attackers: fc.array(unit, { maxLength: 4 }) }),
      fc.record({ type: fc.constant('choose-loss'), unit }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 150 }), fc.array(command, { minLength: 1, maxLength: 20 }), fc.constantFrom('allied', 'german', 'spectator'), (seed, stopAt, commands, actor) => {
        let state = arras.setup({ brigade17: false }) as ArrasState;
        let steps = 0;
        playRandomGame(arras, { brigade17: false }, seededDice(seed), 5_000, ({ next }) => {
          if (steps++ === stopAt) state = next as ArrasState;
        });
        const before = JSON.stringify(state);
        for (const raw of commands) {
          const parsed = arras.parseCommand(raw);
          const result = parsed.ok ? arras.decide(state, parsed.value, actor, seededDice(seed)) : parsed;
          if (!result.ok) {
            expect(result.error.code).toMatch(/^ERR_[A-Z_0-9]+$/);
            expect(result.error.rule.length).toBeGreaterThan(0);
            expect(result.error.message.length).toBeGreaterThan(0);
            // every refusal names its rule (or the bad field) at the head of the message
            expect(result.error.message.startsWith(`${result.error.rule}: `) || result.error.code === 'ERR_MALFORMED_COMMAND').toBe(true);
          }
          expect(JSON.stringify(state)).toBe(before);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('AR-8.8 / AR-8.4 / AR-8.7 someone acting out of turn during an attack is told which rule hands the decision to the other player', () => {
    const start = scenario({ units: { '4RTR': '0604', '7RTR': '0704', '6DLI': '0605', '7SR': '0705' }, side: 'allied', phase: 'combat', done: ['movement'] });
    const gun = given(arras, { brigade17: false }, play(start, 'allied', { type: 'attack', defender: '7SR', attackers: ['4RTR', '6DLI'] }));
    expect(errorOf(gun.when('allied', { type: 'decline-88' }))).toEqual({
      code: 'ERR_NOT_YOUR_TURN',
      rule: 'AR-8.8',
      message: "AR-8.8: it is not the allied player's decision: the game waits for the German decision on the 88 (AR-8.8)",
    });
    const exEvents = play(play(start, 'allied', { type: 'attack', defender: '7SR', attackers: ['4RTR', '7RTR'] }), 'german', { type: 'decline-88' }, [4]); // 8:2 → 4:1, die 4: De
    expect(errorOf(given(arras, { brigade17: false }, exEvents).when('german', { type: 'end-advance' }))).toMatchObject({ code: 'ERR_NOT_YOUR_TURN', rule: 'AR-8.7' });
    const chooser = play(play(start, 'allied', { type: 'attack', defender: '7SR', attackers: ['6DLI', '7RTR'] }), 'german', { type: 'decline-88' }, [4]); // 6:2 → 3:1, die 4: Ex
    expect(errorOf(given(arras, { brigade17: false }, chooser).when('german', { type: 'choose-loss', unit: '6DLI' }))).toMatchObject({ code: 'ERR_NOT_YOUR_TURN', rule: 'AR-8.4' });
  });

  it('AR-2.2 a command naming the 17th Brigade in a game without it cites the option', () => {
    const moving = given(arras, { brigade17: false }, play([], 'allied', { type: 'start-phase', phase: 'movement' }));
    expect(errorOf(moving.when('allied', { type: 'move', unit: '17Bde', path: ['0504'] }))).toEqual({
      code: 'ERR_UNIT_NOT_IN_PLAY',
      rule: 'AR-2.2',
      message: 'AR-2.2: 17Bde is not in this game: it comes only with the brigade17 option',
    });
    const fighting = given(arras, { brigade17: false }, scenario({ units: { '6DLI': '0604', '7SR': '0705' }, side: 'german', phase: 'combat', done: ['movement'] }));
    expect(errorOf(fighting.when('german', { type: 'attack', defender: '17Bde', attackers: ['7SR'] }))).toMatchObject({ code: 'ERR_UNIT_NOT_IN_PLAY', rule: 'AR-2.2' });
    // an eliminated unit is simply off the map
    expect(errorOf(fighting.when('german', { type: 'attack', defender: '4RTR', attackers: ['7SR'] }))).toMatchObject({ code: 'ERR_UNIT_NOT_IN_PLAY', rule: 'AR-8.1' });
  });

  it('AR-5.2 / AR-5.3 a move or an attack outside its phase says what the game waits for', () => {
    const naming = given(arras, { brigade17: false });
    expect(errorOf(naming.when('allied', { type: 'move', unit: '6DLI', path: ['0405'] }))).toEqual({
      code: 'ERR_WRONG_PHASE',
      rule: 'AR-5.3',
      message: "AR-5.3: units move only in their side's movement phase; the game waits for the Allied player to name his next phase (AR-5.3): movement, combat, recovery",
    });
    expect(errorOf(naming.when('allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }))).toMatchObject({
      code: 'ERR_WRONG_PHASE',
      rule: 'AR-8.1',
      message: "AR-8.1: attacks are made only in the attacker's own combat phase; the game waits for the Allied player to name his next phase (AR-5.3): movement, combat, recovery",
    });
    const germanCombat = given(arras, { brigade17: false }, scenario({ units: { '6DLI': '0604', '7SR': '0705' }, side: 'german', phase: 'combat', done: ['movement'] }));
    expect(errorOf(germanCombat.when('german', { type: 'move', unit: '7SR', path: ['0806'] }))).toMatchObject({ code: 'ERR_WRONG_PHASE', rule: 'AR-5.2' });
  });
});
