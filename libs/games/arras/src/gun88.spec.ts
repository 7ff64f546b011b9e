import { given } from '@wargames/engine/testing';
import { arras } from './arras';
import { legal } from './legal';
import { play, scenario } from './test-scenario';

const opts = { brigade17: false };
const errorOf = (result: { ok: boolean; error?: unknown }) => (result.ok ? null : result.error);

const units = { '4RTR': '0604', '7RTR': '0704', '6DLI': '0605', '7SR': '0705', '7Kr': '0703' };
const combat = (done: 'movement'[] = ['movement'], extra: object = {}) => scenario({ units, side: 'allied', phase: 'combat', done, ...extra });
const declare = (attackers: string[], done: 'movement'[] = ['movement']) => play(combat(done), 'allied', { type: 'attack', defender: '7SR', attackers });

describe('the 88 mm gun (AR-8.8)', () => {
  it('AR-8.8 right after an Allied attack with tanks is declared, the German decides whether to fire the 88', () => {
    const events = declare(['4RTR', '6DLI']);
    expect(events.slice(-2)).toEqual([
      { type: 'attack-declared', attackers: ['4RTR', '6DLI'], defender: '7SR', hex: '0705' },
      { type: 'combat-step', step: { kind: 'gun' } },
    ]);
    const world = given(arras, opts, events);
    expect(arras.pending(world.state)).toEqual(['german']);
    expect(legal(world.state, 'german')).toEqual([{ type: 'fire-88' }, { type: 'decline-88' }]);
    expect(legal(world.state, 'allied')).toEqual([]);
    // the Allied player may not end his combat phase before the attack is resolved (AR-8.1)
    expect(errorOf(world.when('allied', { type: 'end-phase' }))).toMatchObject({ code: 'ERR_PHASE_NOT_OVER', rule: 'AR-8.1' });
  });

  it('AR-8.8 no decision without tanks, in a German attack, or once the 88 has fired', () => {
    const infantry = given(arras, opts, combat()).when('allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [2]);
    expect(infantry.ok && infantry.value.map((e) => e.type)).toEqual(['attack-declared', 'attack-resolved', 'combat-ended']);
    const german = given(arras, opts, scenario({ units, side: 'german', phase: 'combat', done: ['movement'] })).when('german', { type: 'attack', defender: '4RTR', attackers: ['7SR'] }, [4]);
    expect(german.ok && german.value.map((e) => e.type)).toEqual(['attack-declared', 'attack-resolved', 'combat-ended']);
    const spent = given(arras, opts, combat(['movement'], { gunUsed: true })).when('allied', { type: 'attack', defender: '7SR', attackers: ['4RTR'] }, [1]);
    expect(spent.ok && spent.value.map((e) => e.type)).toEqual(['attack-declared', 'attack-resolved', 'combat-ended']);
  });

  it('AR-8.8 declining leaves the 88 ready and the attack resolves as declared', () => {
    const result = given(arras, opts, declare(['4RTR', '6DLI'])).when('german', { type: 'decline-88' }, [1]);
    expect(result.ok && result.value.slice(0, 2)).toEqual([
      { type: 'gun-declined' },
      { type: 'attack-resolved', attackers: ['4RTR', '6DLI'], defender: '7SR', attack: 6, defence: 2, oddsColumn: '3:1', shift: 0, column: '3:1', die: 1, modifier: 0, modifiedDie: 1, result: 'D1' },
    ]);
    const events = play(declare(['4RTR', '6DLI']), 'german', { type: 'decline-88' }, [1]);
    expect(given(arras, opts, events).state.gun88).toBe('ready');
  });

  it('AR-8.8 the 88 fires at the tanks only, at 8 : their total strength, without the AR-8.2 shift', () => {
    // combat before movement: the attack itself gets the shift, the 88 does not
    const result = given(arras, opts, declare(['4RTR', '6DLI'], [])).when('german', { type: 'fire-88' }, [3, 3]);
    expect(result.ok && result.value.slice(0, 2)).toEqual([
      { type: 'gun-fired', targets: ['4RTR'], attack: 8, defence: 4, column: '2:1', die: 3, modifier: 0, modifiedDie: 3, result: 'D1' },
      { type: 'combat-step', step: { kind: 'retreat', from: 'gun', queue: [{ unit: '4RTR', hexes: 1 }] } },
    ]);
    const two = given(arras, opts, declare(['4RTR', '7RTR'])).when('german', { type: 'fire-88' }, [3, 3]);
    expect(two.ok && two.value[0]).toMatchObject({ targets: ['4RTR', '7RTR'], defence: 8, column: '1:1' });
    const state = given(arras, opts, [...declare(['4RTR', '6DLI'], []), ...(result.ok ? result.value : [])]).state;
    expect(state.gun88).toBe('used');
  });

  it('AR-8.8 / AR-8.5 results apply to the tanks at once: D1 retreats them along paths the German chooses, disrupted, and the attack resolves with the units left', () => {
    let events = play(declare(['4RTR', '6DLI'], []), 'german', { type: 'fire-88' }, [3]);
    const world = given(arras, opts, events);
    expect(arras.pending(world.state)).toEqual(['german']);
    expect(arras.view(world.state, 'allied').waitingFor).toBe("the German choice of the retreat (AR-8.5) after the 88's fire (AR-8.8) of 4RTR");
    // 0603 lies in 7Kr's ZOC; 0605 and 0704 hold friends
    expect(legal(world.state, 'german')).toEqual([
      { type: 'retreat', unit: '4RTR', path: ['0504'] },
      { type: 'retreat', unit: '4RTR', path: ['0505'] },
    ]);
    expect(legal(world.state, 'allied')).toEqual([]);
    expect(errorOf(world.when('allied', { type: 'retreat', unit: '4RTR', path: ['0504'] }))).toEqual({
      code: 'ERR_NOT_YOUR_TURN',
      rule: 'AR-8.5',
      message: "AR-8.5: it is not the allied player's decision: the game waits for the German choice of the retreat (AR-8.5) after the 88's fire (AR-8.8) of 4RTR",
    });
    const result = world.when('german', { type: 'retreat', unit: '4RTR', path: ['0504'] }, [2]);
    expect(result.ok && result.value.slice(0, 2)).toEqual([
      { type: 'unit-retreated', unit: '4RTR', from: '0604', path: ['0504'] },
      { type: 'attack-resolved', attackers: ['6DLI'], defender: '7SR', attack: 2, defence: 2, oddsColumn: '1:1', shift: 1, column: '2:1', die: 2, modifier: 0, modifiedDie: 2, result: 'D1' },
    ]);
    events = [...events, ...(result.ok ? result.value : [])];
    const after = given(arras, opts, events).state;
    expect(after.units['4RTR']).toEqual({ hex: '0504', status: 'map', disrupted: true });
    // the retreat of the attack's own defender is the Allied player's again: he attacks
    expect(arras.pending(after)).toEqual(['allied']);
  });

  it('AR-8.8 / AR-8.5 D2 from the 88 retreats every tank fired at, the German choosing each path and the order', () => {
    // 7Kr stands off in 0903; 8:8 → 1:1, die 6: D2 for both tanks
    const start = scenario({ units: { ...units, '7Kr': '0903' }, side: 'allied', phase: 'combat', done: ['movement'] });
    const events = play(play(start, 'allied', { type: 'attack', defender: '7SR', attackers: ['4RTR', '7RTR', '6DLI'] }), 'german', { type: 'fire-88' }, [6]);
    const state = given(arras, opts, events).state;
    expect(state.combat?.step).toEqual({ kind: 'retreat', from: 'gun', queue: [{ unit: '4RTR', hexes: 2 }, { unit: '7RTR', hexes: 2 }] });
    expect(arras.pending(state)).toEqual(['german']);
    expect(new Set(legal(state, 'german').map((c) => (c.type === 'retreat' ? c.unit : c.type)))).toEqual(new Set(['4RTR', '7RTR']));
    const after7RTR = play(events, 'german', { type: 'retreat', unit: '7RTR', path: ['0703', '0702'] });
    expect(arras.pending(given(arras, opts, after7RTR).state)).toEqual(['german']);
    // once both tanks have retreated the attack resolves with 6DLI alone (2:2 → 1:1, die 3: D1), and the Allied player chooses 7SR's path
    const after4RTR = play(after7RTR, 'german', { type: 'retreat', unit: '4RTR', path: ['0504', '0404'] }, [3]);
    const resolved = given(arras, opts, after4RTR).state;
    expect(resolved.combat?.step).toEqual({ kind: 'retreat', from: 'attack', queue: [{ unit: '7SR', hexes: 1 }] });
    expect(arras.pending(resolved)).toEqual(['allied']);
  });

  it('AR-8.8 De eliminates the tanks; with no unit left the attack is cancelled', () => {
    const alone = given(arras, opts, declare(['4RTR'])).when('german', { type: 'fire-88' }, [6]);
    expect(alone).toEqual({
      ok: true,
      value: [
        { type: 'gun-fired', targets: ['4RTR'], attack: 8, defence: 4, column: '2:1', die: 6, modifier: 0, modifiedDie: 6, result: 'De' },
        { type: 'unit-eliminated', unit: '4RTR', hex: '0604', rule: 'AR-8.8', reason: 'De by the 88' },
        { type: 'attack-cancelled', defender: '7SR' },
        { type: 'combat-ended' },
      ],
    });
    const mixed = given(arras, opts, declare(['4RTR', '6DLI'])).when('german', { type: 'fire-88' }, [6, 2]);
    expect(mixed.ok && mixed.value[2]).toMatchObject({ type: 'attack-resolved', attackers: ['6DLI'], attack: 2, die: 2 });
  });

  it('AR-8.8 Ex eliminates one tank of the Allied choice; the loss to the 88 is ignored', () => {
    let events = play(declare(['4RTR', '7RTR', '6DLI']), 'german', { type: 'fire-88' }, [5]); // 8:8 → 1:1, die 5: Ex
    const world = given(arras, opts, events);
    expect(world.state.combat?.step).toEqual({ kind: 'loss', from: 'gun', candidates: ['4RTR', '7RTR'] });
    expect(arras.pending(world.state)).toEqual(['allied']);
    expect(arras.view(world.state, 'german').waitingFor).toBe("the Allied choice of the tank lost to the 88's Ex result (AR-8.8): 4RTR, 7RTR");
    expect(errorOf(world.when('allied', { type: 'choose-loss', unit: '6DLI' }))).toMatchObject({ code: 'ERR_NOT_A_CHOICE', rule: 'AR-8.8' });
    events = play(events, 'allied', { type: 'choose-loss', unit: '7RTR' }, [1]);
    const resolved = events.find((e) => e.type === 'attack-resolved');
    expect(resolved).toMatchObject({ attackers: ['4RTR', '6DLI'], attack: 6 });
    expect(given(arras, opts, events).state.gun88).toBe('used');
    const single = given(arras, opts, declare(['4RTR', '6DLI'])).when('german', { type: 'fire-88' }, [5, 1]); // 8:4 → 2:1, die 5: Ex
    expect(single.ok && single.value.slice(0, 3)).toEqual([
      { type: 'gun-fired', targets: ['4RTR'], attack: 8, defence: 4, column: '2:1', die: 5, modifier: 0, modifiedDie: 5, result: 'Ex' },
      { type: 'unit-eliminated', unit: '4RTR', hex: '0604', rule: 'AR-8.8', reason: 'Ex by the 88' },
      expect.objectContaining({ type: 'attack-resolved', attackers: ['6DLI'] }),
    ]);
  });

  it('AR-8.8 Ar against the 88 is ignored and C has no effect: the attack resolves with every unit', () => {
    const ar = given(arras, opts, declare(['4RTR', '7RTR', '6DLI'])).when('german', { type: 'fire-88' }, [1, 3]); // 1:1 die 1: Ar
    expect(ar.ok && ar.value.slice(0, 2)).toEqual([
      { type: 'gun-fired', targets: ['4RTR', '7RTR'], attack: 8, defence: 8, column: '1:1', die: 1, modifier: 0, modifiedDie: 1, result: 'Ar' },
      expect.objectContaining({ type: 'attack-resolved', attackers: ['4RTR', '7RTR', '6DLI'], attack: 10 }),
    ]);
    const c = given(arras, opts, declare(['4RTR'])).when('german', { type: 'fire-88' }, [1, 3]); // 2:1 die 1: C
    expect(c.ok && c.value[1]).toMatchObject({ type: 'attack-resolved', attackers: ['4RTR'] });
  });

  it('AR-8.8 / AR-8.3 the 88 gets the −1 when every tank fired at stands in Arras (0503)', () => {
    // 4RTR alone in Arras and 6DLI attack 7SR in 0603; 8:4 → 2:1, die 4 − 1 = 3: D1 (unmodified it would be D2)
    const start = scenario({ units: { '4RTR': '0503', '6DLI': '0504', '7SR': '0603' }, side: 'allied', phase: 'combat', done: ['movement'] });
    const events = play(start, 'allied', { type: 'attack', defender: '7SR', attackers: ['4RTR', '6DLI'] });
    const fired = given(arras, opts, events).when('german', { type: 'fire-88' }, [4]);
    expect(fired.ok && fired.value[0]).toEqual({ type: 'gun-fired', targets: ['4RTR'], attack: 8, defence: 4, column: '2:1', die: 4, modifier: -1, modifiedDie: 3, result: 'D1' });
    // a modified 0 reads as 1 (AR-8.3 ruling): die 1 − 1 → 1, C on the 2:1 column
    const low = given(arras, opts, events).when('german', { type: 'fire-88' }, [1, 1]);
    expect(low.ok && low.value[0]).toMatchObject({ die: 1, modifier: -1, modifiedDie: 1, result: 'C' });
  });

  it('AR-8.8 / AR-8.3 the 88 gets no −1 when only some of the tanks fired at stand in Arras', () => {
    // 4RTR in Arras, 7RTR in 0604, both attack 7SR in 0603; 8:8 → 1:1, die 5: Ex (with −1 it would be D1)
    const start = scenario({ units: { '4RTR': '0503', '7RTR': '0604', '7SR': '0603' }, side: 'allied', phase: 'combat', done: ['movement'] });
    const events = play(start, 'allied', { type: 'attack', defender: '7SR', attackers: ['4RTR', '7RTR'] });
    const fired = given(arras, opts, events).when('german', { type: 'fire-88' }, [5]);
    expect(fired.ok && fired.value[0]).toEqual({ type: 'gun-fired', targets: ['4RTR', '7RTR'], attack: 8, defence: 8, column: '1:1', die: 5, modifier: 0, modifiedDie: 5, result: 'Ex' });
  });

  it('AR-8.8 the 88 fires once per game', () => {
    let events = play(declare(['4RTR']), 'german', { type: 'fire-88' }, [1, 2]); // C, then the attack: 2:1 die 2 = D1
    events = play(events, 'allied', { type: 'retreat', unit: '7SR', path: ['0805'] });
    events = play(events, 'allied', { type: 'end-advance' });
    const next = given(arras, opts, events).when('allied', { type: 'attack', defender: '7Kr', attackers: ['7RTR'] }, [3]);
    expect(next.ok && next.value).not.toContainEqual({ type: 'combat-step', step: { kind: 'gun' } });
    expect(next.ok && next.value[1]).toMatchObject({ type: 'attack-resolved', attackers: ['7RTR'] });
  });
});
