import { given } from '@wargames/engine/testing';
import { arras } from './arras';
import { legal } from './legal';
import { retreatPaths } from './retreat';
import { play, scenario } from './test-scenario';

const opts = { brigade17: false };
const errorOf = (result: { ok: boolean; error?: unknown }) => (result.ok ? null : result.error);

/** 6DLI in 0604 attacks 7SR in 0705 at 1:1; die 3 gives D1, die 6 gives D2. */
function alliedAttack(die: number, extra: Record<string, string> = {}) {
  const start = scenario({ units: { '6DLI': '0604', '7SR': '0705', ...extra }, side: 'allied', phase: 'combat', done: ['movement'] });
  return play(start, 'allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [die]);
}

describe('retreats (AR-8.5)', () => {
  it('AR-8.5 the phasing player chooses the retreat path of the enemy defender', () => {
    const world = given(arras, opts, alliedAttack(3));
    expect(arras.pending(world.state)).toEqual(['allied']);
    expect(legal(world.state, 'allied')).toEqual([
      { type: 'retreat', unit: '7SR', path: ['0706'] },
      { type: 'retreat', unit: '7SR', path: ['0804'] },
      { type: 'retreat', unit: '7SR', path: ['0805'] },
    ]);
    expect(legal(world.state, 'german')).toEqual([]);
    expect(errorOf(world.when('german', { type: 'retreat', unit: '7SR', path: ['0706'] }))).toMatchObject({ code: 'ERR_NOT_YOUR_TURN' });
  });

  it('AR-8.5 in the German turn the German chooses the path of the Allied defender', () => {
    const start = scenario({ units: { '6DLI': '0604', '7SR': '0705' }, side: 'german', phase: 'combat', done: ['movement'] });
    const world = given(arras, opts, play(start, 'german', { type: 'attack', defender: '6DLI', attackers: ['7SR'] }, [3]));
    expect(arras.pending(world.state)).toEqual(['german']);
    expect(world.when('german', { type: 'retreat', unit: '6DLI', path: ['0504'] }).ok).toBe(true);
    expect(errorOf(world.when('allied', { type: 'retreat', unit: '6DLI', path: ['0504'] }))).toMatchObject({ code: 'ERR_NOT_YOUR_TURN' });
  });

  it('AR-8.5 a retreating unit becomes disrupted', () => {
    const events = play(alliedAttack(3), 'allied', { type: 'retreat', unit: '7SR', path: ['0805'] });
    expect(given(arras, opts, events).state.units['7SR']).toEqual({ hex: '0805', status: 'map', disrupted: true });
  });

  it('AR-8.5 each hex must be adjacent to the last one and on the map', () => {
    const world = given(arras, opts, alliedAttack(6));
    expect(errorOf(world.when('allied', { type: 'retreat', unit: '7SR', path: ['0906', '0907'] }))).toMatchObject({ code: 'ERR_HEX_NOT_ADJACENT', rule: 'AR-8.5' });
    expect(errorOf(world.when('allied', { type: 'retreat', unit: '7SR', path: ['0805', '0907'] }))).toMatchObject({ code: 'ERR_HEX_NOT_ADJACENT', rule: 'AR-8.5' });
    const edge = given(arras, opts, play(scenario({ units: { '6DLI': '0103', '7SR': '0104' }, side: 'allied', phase: 'combat', done: ['movement'] }), 'allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [3]));
    expect(errorOf(edge.when('allied', { type: 'retreat', unit: '7SR', path: ['0004'] }))).toMatchObject({ code: 'ERR_HEX_OFF_MAP', rule: 'AR-8.5' });
  });

  it('AR-8.5 a retreat may not enter an enemy ZOC or an enemy-occupied hex', () => {
    const world = given(arras, opts, alliedAttack(3));
    expect(errorOf(world.when('allied', { type: 'retreat', unit: '7SR', path: ['0704'] }))).toEqual({
      code: 'ERR_RETREAT_INTO_EZOC',
      rule: 'AR-8.5',
      message: 'AR-8.5: path[0]: 0704 is in an enemy ZOC; a retreat may not enter one',
    });
    expect(errorOf(world.when('allied', { type: 'retreat', unit: '7SR', path: ['0604'] }))).toEqual({
      code: 'ERR_ENEMY_OCCUPIED',
      rule: 'AR-8.5',
      message: 'AR-8.5: path[0]: 0604 holds the enemy unit 6DLI; a retreat may not enter an enemy-occupied hex',
    });
  });

  it('AR-8.5 / AR-6.1 a disrupted enemy has no ZOC, so a retreat may pass next to it', () => {
    const world = given(arras, opts, alliedAttack(3, { '8DLI': '0905*' }));
    expect(world.when('allied', { type: 'retreat', unit: '7SR', path: ['0805'] }).ok).toBe(true);
  });

  it('AR-8.5 the path may cross a friendly unit but may not end on one', () => {
    const world = given(arras, opts, alliedAttack(6, { '6SR': '0805' }));
    expect(world.when('allied', { type: 'retreat', unit: '7SR', path: ['0805', '0906'] }).ok).toBe(true);
    const d1 = given(arras, opts, alliedAttack(3, { '6SR': '0805' }));
    expect(errorOf(d1.when('allied', { type: 'retreat', unit: '7SR', path: ['0805'] }))).toMatchObject({ code: 'ERR_ENDS_ON_FRIEND', rule: 'AR-8.5' });
  });

  it('AR-8.4 the retreat is exactly as long as the result says; ruling: it never goes back', () => {
    const world = given(arras, opts, alliedAttack(6));
    expect(errorOf(world.when('allied', { type: 'retreat', unit: '7SR', path: ['0805'] }))).toMatchObject({ code: 'ERR_RETREAT_LENGTH', rule: 'AR-8.4' });
    expect(errorOf(world.when('allied', { type: 'retreat', unit: '7SR', path: ['0706', '0705'] }))).toMatchObject({ code: 'ERR_RETREAT_BACKTRACKS', rule: 'AR-8.5' });
    expect(errorOf(world.when('allied', { type: 'retreat', unit: '6DLI', path: ['0504'] }))).toMatchObject({ code: 'ERR_NOT_A_CHOICE', rule: 'AR-8.5' });
  });

  it('AR-8.5 a unit that cannot retreat is eliminated at once (AR-8.6: +3 boxes for a German)', () => {
    // 8DLI and 3DLM-1 close every hex round 0705 with their ZOC.
    const events = alliedAttack(3, { '8DLI': '0605', '3DLM-1': '0905' });
    const resolved = events.slice(events.findIndex((e) => e.type === 'attack-resolved'));
    expect(resolved).toEqual([
      expect.objectContaining({ type: 'attack-resolved', result: 'D1' }),
      { type: 'combat-step', step: { kind: 'retreat', from: 'attack', queue: [{ unit: '7SR', hexes: 1 }] } },
      { type: 'unit-eliminated', unit: '7SR', hex: '0705', rule: 'AR-8.5', reason: 'cannot retreat' },
      { type: 'turn-marker-advanced', from: 1, to: 4, rule: 'AR-8.6', reason: '7SR eliminated' },
      { type: 'combat-step', step: { kind: 'advance' } },
    ]);
  });

  it('AR-8.5 a unit that can make the first hex of a D2 but not the second is eliminated', () => {
    // 6DLI and 8DLI cover 0704 and 0706, 3DLM-1 in 0904 covers 0804 and 0905; disrupted 4RTR and 3DLM-2 block
    // 0906 and 0806 without a ZOC. 7SR can reach 0805, and from there nowhere.
    const units = { '8DLI': '0605', '3DLM-1': '0904', '4RTR': '0906*', '3DLM-2': '0806*' };
    const before = given(arras, opts, scenario({ units: { '6DLI': '0604', '7SR': '0705', ...units }, side: 'allied', phase: 'combat', done: ['movement'] })).state;
    expect(retreatPaths(before, '7SR', 1)).toEqual([['0805']]);
    expect(retreatPaths(before, '7SR', 2)).toEqual([]);
    const events = alliedAttack(6, units);
    expect(events.slice(-4)).toEqual([
      { type: 'combat-step', step: { kind: 'retreat', from: 'attack', queue: [{ unit: '7SR', hexes: 2 }] } },
      { type: 'unit-eliminated', unit: '7SR', hex: '0705', rule: 'AR-8.5', reason: 'cannot retreat' },
      { type: 'turn-marker-advanced', from: 1, to: 4, rule: 'AR-8.6', reason: '7SR eliminated' },
      { type: 'combat-step', step: { kind: 'advance' } },
    ]);
  });

  it('AR-8.4 Ar: every attacker retreats, in the order the phasing player picks', () => {
    const start = scenario({ units: { '6DLI': '0604', '8DLI': '0605', '25Pz-I': '0705' }, side: 'allied', phase: 'combat', done: ['movement'] });
    let events = play(start, 'allied', { type: 'attack', defender: '25Pz-I', attackers: ['6DLI', '8DLI'] }, [1]);
    const world = given(arras, opts, events);
    expect(legal(world.state, 'allied').map((c) => (c.type === 'retreat' ? `${c.unit}>${c.path.join('')}` : c.type))).toEqual([
      // 0704 and 0706 are in 25Pz-I's ZOC; 0605 and 0604 hold the other attacker
      '6DLI>0504', '6DLI>0505', '6DLI>0603', '8DLI>0505', '8DLI>0506', '8DLI>0606',
    ]);
    events = play(events, 'allied', { type: 'retreat', unit: '8DLI', path: ['0606'] });
    events = play(events, 'allied', { type: 'retreat', unit: '6DLI', path: ['0504'] });
    const after = given(arras, opts, events).state;
    expect(after.combat).toBeNull();
    expect([after.units['6DLI'], after.units['8DLI']]).toEqual([
      { hex: '0504', status: 'map', disrupted: true },
      { hex: '0606', status: 'map', disrupted: true },
    ]);
    expect(after.turn).toBe(1); // Allied retreats cause no panic
  });

  it("AR-8.5 only the retreating unit's enemies' ZOC closes hexes: its own side's ZOC does not", () => {
    // 0805 and 0806 are in the ZOC of the German 6SR (0906) as well; the German 7SR may retreat there.
    const world = given(arras, opts, alliedAttack(3, { '6SR': '0906' }));
    expect(legal(world.state, 'allied')).toEqual([
      { type: 'retreat', unit: '7SR', path: ['0706'] },
      { type: 'retreat', unit: '7SR', path: ['0804'] },
      { type: 'retreat', unit: '7SR', path: ['0805'] },
    ]);
  });

  it('AR-8.5 / AR-8.6 an Allied unit that cannot retreat is eliminated with no panic', () => {
    // 6DLI in 0604 is boxed in: 0505 and 0705 hold Germans, 0504 and 0603 lie in 6SR's ZOC, 0605 and 0704 in 7SR's
    const start = scenario({ units: { '6DLI': '0604', '7SR': '0705', '6SR': '0503', '7Kr': '0505' }, side: 'german', phase: 'combat', done: ['movement'], turn: 3 });
    const result = given(arras, opts, start).when('german', { type: 'attack', defender: '6DLI', attackers: ['7SR'] }, [3]); // 1:1 die 3: D1
    expect(result.ok && result.value.slice(2)).toEqual([
      { type: 'combat-step', step: { kind: 'retreat', from: 'attack', queue: [{ unit: '6DLI', hexes: 1 }] } },
      { type: 'unit-eliminated', unit: '6DLI', hex: '0604', rule: 'AR-8.5', reason: 'cannot retreat' },
      { type: 'combat-step', step: { kind: 'advance' } },
    ]);
  });
});
