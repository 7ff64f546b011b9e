import { given } from '@wargames/engine/testing';
import { scriptedDice } from '@wargames/engine';
import { arras } from './arras';
import { legal } from './legal';
import { reachableHexes } from './movement';
import { play, scenario } from './test-scenario';

const opts = { brigade17: false };

describe('legal commands', () => {
  it('AR-5.1 only the pending role has legal commands', () => {
    const start = given(arras, opts).state;
    expect(legal(start, 'allied').length).toBeGreaterThan(0);
    expect(legal(start, 'german')).toEqual([]);
    expect(legal(start, 'spectator')).toEqual([]);
  });

  it('AR-7.1 the movement phase offers one move per reachable hex of every unit that may still move, and end-phase', () => {
    let events = scenario({ units: { '4RTR': '0503', '6DLI': '0404', '8DLI': '0305*', '7SR': '0705' }, side: 'allied', phase: 'movement' });
    const state = given(arras, opts, events).state;
    const moves = legal(state, 'allied');
    const expected = [...reachableHexes(state, '4RTR'), ...reachableHexes(state, '6DLI')].length;
    expect(moves.filter((c) => c.type === 'move')).toHaveLength(expected);
    expect(moves.some((c) => c.type === 'move' && c.unit === '8DLI')).toBe(false); // disrupted (AR-6.5)
    expect(moves.at(-1)).toEqual({ type: 'end-phase' });
    events = play(events, 'allied', { type: 'move', unit: '4RTR', path: ['0504'] });
    expect(legal(given(arras, opts, events).state, 'allied').some((c) => c.type === 'move' && c.unit === '4RTR')).toBe(false);
  });

  it('AR-8.1 the combat phase offers every set of adjacent attackers against every defender not yet attacked', () => {
    const state = given(arras, opts, scenario({ units: { '6DLI': '0604', '8DLI': '0605', '4RTR': '0503', '7SR': '0705', '7Kr': '0603*' }, side: 'allied', phase: 'combat', done: ['movement'] })).state;
    expect(legal(state, 'allied')).toEqual([
      { type: 'attack', defender: '7SR', attackers: ['6DLI'] },
      { type: 'attack', defender: '7SR', attackers: ['8DLI'] },
      { type: 'attack', defender: '7SR', attackers: ['6DLI', '8DLI'] },
      { type: 'attack', defender: '7Kr', attackers: ['4RTR'] },
      { type: 'attack', defender: '7Kr', attackers: ['6DLI'] },
      { type: 'attack', defender: '7Kr', attackers: ['4RTR', '6DLI'] },
      { type: 'end-phase' },
    ]);
  });

  it('AR-6.6 the recovery phase has only end-phase', () => {
    const state = given(arras, opts, scenario({ units: { '6DLI': '0604', '7SR': '0705' }, side: 'allied', phase: 'recovery' })).state;
    expect(legal(state, 'allied')).toEqual([{ type: 'end-phase' }]);
  });

  it('every legal command parses and is accepted, from the start of the game', () => {
    const state = given(arras, opts).state;
    for (const command of legal(state, 'allied')) {
      expect(arras.parseCommand(command)).toEqual({ ok: true, value: command });
      expect(arras.decide(state, command, 'allied', scriptedDice([])).ok).toBe(true);
    }
    const moving = given(arras, opts, play([], 'allied', { type: 'start-phase', phase: 'movement' })).state;
    const moves = legal(moving, 'allied');
    expect(moves.length).toBeGreaterThan(50);
    for (const command of moves) expect(arras.decide(moving, command, 'allied', scriptedDice([])).ok).toBe(true);
  });
});
