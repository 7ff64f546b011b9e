import { given } from '@wargames/engine/testing';
import { arras } from './arras';
import type { ArrasEvent } from './events';
import { play, scenario } from './test-scenario';

const opts = { brigade17: false };
const errorOf = (result: { ok: boolean; error?: unknown }) => (result.ok ? null : result.error);
const disrupted = (events: ArrasEvent[]) =>
  Object.entries(given(arras, opts, events).state.units)
    .filter(([, u]) => u.disrupted)
    .map(([id]) => id)
    .sort();

describe('disruption and recovery (AR-6.5, AR-6.6)', () => {
  it('AR-6.6 in its own recovery phase every disrupted unit of that side recovers, even inside an EZOC', () => {
    // 6DLI in 0604 stands in the ZOC of 7SR (0705); 6SR is a disrupted German unit.
    const start = scenario({ units: { '6DLI': '0604*', '8DLI': '0305*', '7SR': '0705', '6SR': '0908*' }, side: 'allied', phase: null });
    const result = given(arras, opts, start).when('allied', { type: 'start-phase', phase: 'recovery' });
    expect(result).toEqual({
      ok: true,
      value: [
        { type: 'phase-started', side: 'allied', phase: 'recovery', turn: 1 },
        { type: 'units-recovered', side: 'allied', units: ['6DLI', '8DLI'] },
      ],
    });
    expect(disrupted([...start, ...(result.ok ? result.value : [])])).toEqual(['6SR']);
  });

  it('AR-6.6 German units recover in the German recovery phase', () => {
    const start = scenario({ units: { '6DLI': '0604*', '6SR': '0908*' }, side: 'german', phase: 'combat', done: ['movement'] });
    const events = play(start, 'german', { type: 'end-phase' });
    expect(events.slice(-2)).toEqual([
      { type: 'phase-started', side: 'german', phase: 'recovery', turn: 1 },
      { type: 'units-recovered', side: 'german', units: ['6SR'] },
    ]);
    expect(disrupted(events)).toEqual(['6DLI']);
  });

  it('AR-6.6 exception: an Allied unit disrupted by Ar after the Allied recovery phase stays disrupted until the next Allied recovery phase', () => {
    // Allied turn: recovery, movement, then combat (after movement, so no AR-8.2 shift turns the Ar into a C).
    let events = scenario({ units: { '6DLI': '0604', '7SR': '0705' }, side: 'allied', phase: 'combat', done: ['recovery', 'movement'] });
    events = play(events, 'allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [1]); // 1:1, die 1: Ar
    events = play(events, 'allied', { type: 'retreat', unit: '6DLI', path: ['0504'] });
    expect(disrupted(events)).toEqual(['6DLI']);
    events = play(events, 'allied', { type: 'end-phase' }); // the German turn begins
    for (let i = 0; i < 3; i++) events = play(events, 'german', { type: 'end-phase' });
    expect(given(arras, opts, events).state.turn).toBe(2);
    expect(disrupted(events)).toEqual(['6DLI']);
    // still disrupted in the next Allied movement phase: it may not move
    const moving = play(events, 'allied', { type: 'start-phase', phase: 'movement' });
    expect(errorOf(given(arras, opts, moving).when('allied', { type: 'move', unit: '6DLI', path: ['0503'] }))).toMatchObject({ code: 'ERR_UNIT_DISRUPTED', rule: 'AR-6.5' });
    const recovered = play(events, 'allied', { type: 'start-phase', phase: 'recovery' });
    expect(disrupted(recovered)).toEqual([]);
  });

  it('AR-6.6 without the exception: Ar in a combat phase before the Allied recovery phase recovers in that same turn', () => {
    let events = scenario({ units: { '6DLI': '0604', '7SR': '0705' }, side: 'allied', phase: 'combat', done: ['movement'] });
    events = play(events, 'allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [1]); // 1:1, die 1: Ar
    events = play(events, 'allied', { type: 'retreat', unit: '6DLI', path: ['0504'] });
    events = play(events, 'allied', { type: 'end-phase' });
    events = play(events, 'allied', { type: 'start-phase', phase: 'recovery' });
    expect(disrupted(events)).toEqual([]);
  });

  it('AR-6.5 a disrupted unit may not attack, may retreat and defends normally', () => {
    const world = given(arras, opts, scenario({ units: { '6DLI': '0604*', '7SR': '0705' }, side: 'german', phase: 'combat', done: ['movement'] }));
    const result = world.when('german', { type: 'attack', defender: '6DLI', attackers: ['7SR'] }, [3]);
    expect(result.ok && result.value[1]).toMatchObject({ attack: 2, defence: 2, column: '1:1', result: 'D1' });
    const events = play(scenario({ units: { '6DLI': '0604*', '7SR': '0705' }, side: 'german', phase: 'combat', done: ['movement'] }), 'german', { type: 'attack', defender: '6DLI', attackers: ['7SR'] }, [3]);
    expect(given(arras, opts, events).when('german', { type: 'retreat', unit: '6DLI', path: ['0504'] }).ok).toBe(true);
    const allied = given(arras, opts, scenario({ units: { '6DLI': '0604*', '7SR': '0705' }, side: 'allied', phase: 'combat', done: ['movement'] }));
    expect(errorOf(allied.when('allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [3]))).toMatchObject({ code: 'ERR_UNIT_DISRUPTED', rule: 'AR-6.5' });
  });
});
