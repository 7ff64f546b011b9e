import { given } from '@wargames/engine/testing';
import { arras } from './arras';
import { play, scenario } from './test-scenario';

const opts = { brigade17: false };

describe("Rommel's panic (AR-8.6, AR-4.2)", () => {
  it('AR-8.6 each hex a German unit retreats advances the turn marker one box', () => {
    let events = scenario({ units: { '6DLI': '0604', '7SR': '0705' }, side: 'allied', phase: 'combat', done: ['movement'], turn: 2 });
    events = play(events, 'allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [6]); // 1:1, die 6: D2
    const result = given(arras, opts, events).when('allied', { type: 'retreat', unit: '7SR', path: ['0805', '0905'] });
    expect(result.ok && result.value.slice(0, 2)).toEqual([
      { type: 'unit-retreated', unit: '7SR', from: '0705', path: ['0805', '0905'] },
      { type: 'turn-marker-advanced', from: 2, to: 4, rule: 'AR-8.6', reason: '7SR retreated 2 hexes' },
    ]);
  });

  it('AR-8.6 a German attacker that retreats after Ar panics Rommel too', () => {
    let events = scenario({ units: { '6DLI': '0604', '7SR': '0705' }, side: 'german', phase: 'combat', done: ['movement'] });
    events = play(events, 'german', { type: 'attack', defender: '6DLI', attackers: ['7SR'] }, [1]); // 1:1, die 1: Ar
    events = play(events, 'german', { type: 'retreat', unit: '7SR', path: ['0805'] });
    expect(given(arras, opts, events).state.turn).toBe(2);
  });

  it('AR-8.6 each German unit eliminated advances the marker three boxes', () => {
    const result = given(arras, opts, scenario({ units: { '6DLI': '0604', '8DLI': '0605', '7Kr': '0705' }, side: 'allied', phase: 'combat', done: ['movement'], turn: 3 }))
      .when('allied', { type: 'attack', defender: '7Kr', attackers: ['6DLI', '8DLI'] }, [6]);
    expect(result.ok && result.value).toContainEqual({ type: 'turn-marker-advanced', from: 3, to: 6, rule: 'AR-8.6', reason: '7Kr eliminated' });
  });

  it('AR-8.6 / AR-4.2 if the marker would pass 8, the Allies win at once', () => {
    const result = given(arras, opts, scenario({ units: { '6DLI': '0604', '8DLI': '0605', '7Kr': '0705' }, side: 'allied', phase: 'combat', done: ['movement'], turn: 6 }))
      .when('allied', { type: 'attack', defender: '7Kr', attackers: ['6DLI', '8DLI'] }, [6]);
    expect(result.ok && result.value.slice(-2)).toEqual([
      { type: 'unit-eliminated', unit: '7Kr', hex: '0705', rule: 'AR-8.4', reason: 'De' },
      {
        type: 'game-ended',
        winner: 'allied',
        reason: 'rommel-panic',
        rule: 'AR-8.6',
        message: "Rommel's panic (7Kr eliminated) would move the turn marker from 6 to 9, past turn 8: the Allies win",
      },
    ]);
  });

  it('AR-8.6 a marker reaching exactly 8 does not end the game', () => {
    let events = scenario({ units: { '6DLI': '0604', '7SR': '0705' }, side: 'allied', phase: 'combat', done: ['movement'], turn: 7 });
    events = play(events, 'allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [3]); // D1
    events = play(events, 'allied', { type: 'retreat', unit: '7SR', path: ['0805'] });
    const state = given(arras, opts, events).state;
    expect([state.turn, state.outcome]).toEqual([8, null]);
  });

  it('AR-8.6 Allied retreats and losses do not move the marker', () => {
    let events = scenario({ units: { '6DLI': '0604', '7SR': '0705' }, side: 'german', phase: 'combat', done: ['movement'] });
    events = play(events, 'german', { type: 'attack', defender: '6DLI', attackers: ['7SR'] }, [6]); // D2
    events = play(events, 'german', { type: 'retreat', unit: '6DLI', path: ['0504', '0503'] });
    expect(given(arras, opts, events).state.turn).toBe(1);
  });
});
