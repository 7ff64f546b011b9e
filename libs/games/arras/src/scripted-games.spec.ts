import { replay, scriptedDice, type Role } from '@wargames/engine';
import { arras } from './arras';
import type { ArrasEvent } from './events';
import type { ArrasState } from './state';

type Step = [Role, object, number[]?];

/** Plays a whole game from its setup through the public contract, as a client would; every command must pass. */
function playScript(steps: Step[], options = { brigade17: false }) {
  let state: ArrasState = arras.setup(options);
  const events: ArrasEvent[] = [];
  for (const [actor, raw, dice = []] of steps) {
    expect(arras.pending(state)).toContain(actor);
    const command = arras.parseCommand(raw);
    if (!command.ok) throw new Error(command.error.message);
    const source = scriptedDice(dice);
    const decided = arras.decide(state, command.value, actor, source);
    if (!decided.ok) throw new Error(`${JSON.stringify(raw)} refused: ${decided.error.message}`);
    expect(source.remaining()).toBe(0);
    for (const event of decided.value) state = arras.evolve(state, event);
    events.push(...decided.value);
  }
  return { state, events };
}

const allPhasesEmpty = (side: 'allied' | 'german'): Step[] =>
  side === 'allied'
    ? [
        ['allied', { type: 'start-phase', phase: 'movement' }],
        ['allied', { type: 'end-phase' }],
        ['allied', { type: 'start-phase', phase: 'combat' }],
        ['allied', { type: 'end-phase' }],
        ['allied', { type: 'start-phase', phase: 'recovery' }],
        ['allied', { type: 'end-phase' }],
      ]
    : [
        ['german', { type: 'end-phase' }],
        ['german', { type: 'end-phase' }],
        ['german', { type: 'end-phase' }],
      ];

describe('scripted games', () => {
  it('AR-4.1 the German wins by leaving the map westward on turn 2', () => {
    const { state, events } = playScript([
      // Turn 1, Allied: the French tanks are pulled north towards Arras; one attack with the 8th DLI fails.
      ['allied', { type: 'start-phase', phase: 'movement' }],
      ['allied', { type: 'move', unit: '3DLM-1', path: ['0204', '0203'] }],
      ['allied', { type: 'move', unit: '3DLM-2', path: ['0205', '0204', '0304', '0303'] }],
      ['allied', { type: 'end-phase' }],
      ['allied', { type: 'start-phase', phase: 'combat' }],
      ['allied', { type: 'end-phase' }],
      ['allied', { type: 'start-phase', phase: 'recovery' }],
      ['allied', { type: 'end-phase' }],
      // Turn 1, German: 25Pz-II races along the southern edge, 6 MP of clear hexes.
      ['german', { type: 'move', unit: '25Pz-II', path: ['0708', '0608', '0508', '0408', '0308', '0208'] }],
      ['german', { type: 'end-phase' }],
      ['german', { type: 'end-phase' }],
      ['german', { type: 'end-phase' }],
      // Turn 2, Allied: 8DLI tries to close the gap but cannot reach it.
      ['allied', { type: 'start-phase', phase: 'movement' }],
      ['allied', { type: 'move', unit: '8DLI', path: ['0306', '0307'] }],
      ['allied', { type: 'end-phase' }],
      ['allied', { type: 'start-phase', phase: 'combat' }],
      ['allied', { type: 'end-phase' }],
      ['allied', { type: 'start-phase', phase: 'recovery' }],
      ['allied', { type: 'end-phase' }],
      // Turn 2, German: out through 0108.
      ['german', { type: 'move', unit: '25Pz-II', path: ['0108', 'west'] }],
    ]);
    expect(arras.outcome(state)).toEqual({ winner: 'german', reason: 'exit-west', rule: 'AR-4.1', message: '25Pz-II has left the map westward on turn 2: the German wins' });
    expect(state.turn).toBe(2);
    expect(state.units['25Pz-II']).toEqual({ hex: null, status: 'exited', disrupted: false });
    expect(arras.pending(state)).toEqual([]);
    expect(replay(arras, { brigade17: false }, events)).toEqual(state);
  });

  it("AR-8.6 the Allies win by Rommel's panic on turn 2", () => {
    const { state, events } = playScript([
      // Turn 1, Allied: movement first, closing on Neuville-Vitasse (7SR in 0705).
      ['allied', { type: 'start-phase', phase: 'movement' }],
      ['allied', { type: 'move', unit: '4RTR', path: ['0504', '0604'] }],
      ['allied', { type: 'move', unit: '7RTR', path: ['0403', '0503', '0603', '0704'] }],
      ['allied', { type: 'move', unit: '6DLI', path: ['0505', '0605'] }],
      ['allied', { type: 'end-phase' }],
      ['allied', { type: 'start-phase', phase: 'combat' }],
      // 8 : 2 → 4:1. The 88 fires at both tanks (8:8 → 1:1), die 2: C. The attack rolls 4: De. Marker 1 → 4.
      ['allied', { type: 'attack', defender: '7SR', attackers: ['4RTR', '7RTR'] }],
      ['german', { type: 'fire-88' }, [2, 4]],
      // 0705 lies in 6SR's ZOC: 4RTR stops there (AR-6.4), and 7RTR has nowhere left to go, so the attack is over.
      ['allied', { type: 'advance', unit: '4RTR', path: ['0705'] }],
      // 2 : 2 → 1:1, die 5: Ex. 6SR and 6DLI are eliminated. Marker 4 → 7.
      ['allied', { type: 'attack', defender: '6SR', attackers: ['6DLI'] }, [5]],
      ['allied', { type: 'end-phase' }],
      ['allied', { type: 'start-phase', phase: 'recovery' }],
      ['allied', { type: 'end-phase' }],
      // Turn 1, German: 7Kr closes on 4RTR and attacks it alone (1:4 → 1:2, die 3: C); the marker moves 7 → 8 at the end of the turn.
      ['german', { type: 'move', unit: '7Kr', path: ['0805'] }],
      ['german', { type: 'end-phase' }],
      ['german', { type: 'attack', defender: '4RTR', attackers: ['7Kr'] }, [3]],
      ['german', { type: 'end-phase' }],
      ['german', { type: 'end-phase' }],
      // Turn 2 (marker on 8), Allied: combat first (AR-8.2 shift). 4RTR on 7Kr: 4:1, die 1: D1 — one hex more is too many.
      ['allied', { type: 'start-phase', phase: 'combat' }],
      ['allied', { type: 'attack', defender: '7Kr', attackers: ['4RTR'] }, [1]],
      ['allied', { type: 'retreat', unit: '7Kr', path: ['0806'] }],
    ]);
    expect(events.filter((e) => e.type === 'turn-marker-advanced').map((e) => (e.type === 'turn-marker-advanced' ? `${e.from}→${e.to} ${e.rule}` : ''))).toEqual([
      '1→4 AR-8.6',
      '4→7 AR-8.6',
      '7→8 AR-5.1',
    ]);
    expect(arras.outcome(state)).toEqual({
      winner: 'allied',
      reason: 'rommel-panic',
      rule: 'AR-8.6',
      message: "Rommel's panic (7Kr retreated 1 hex) would move the turn marker from 8 to 9, past turn 8: the Allies win",
    });
    expect(state.turn).toBe(8);
    expect(state.gun88).toBe('used');
    expect(replay(arras, { brigade17: false }, events)).toEqual(state);
  });

  it('AR-4.2 a game where nothing happens ends with an Allied win after turn 8', () => {
    const steps: Step[] = [];
    for (let turn = 1; turn <= 8; turn++) steps.push(...allPhasesEmpty('allied'), ...allPhasesEmpty('german'));
    const { state } = playScript(steps);
    expect(arras.outcome(state)).toMatchObject({ winner: 'allied', reason: 'turn-limit', rule: 'AR-4.2' });
  });
});
