import { given } from '@wargames/engine/testing';
import { arras } from './arras';
import { checkMovePath, reachableHexes, stepCost } from './movement';
import { scenario, type ScenarioSpec } from './test-scenario';

const movement = (units: ScenarioSpec['units'], side: ScenarioSpec['side'] = 'allied') =>
  given(arras, { brigade17: false }, scenario({ units, side, phase: 'movement' }));

const errorOf = (result: { ok: boolean; error?: unknown }) => (result.ok ? null : result.error);

describe('movement (AR-7.1, AR-7.2, AR-6.2, AR-6.5, AR-4.1)', () => {
  it('AR-7.1 entering a clear hex costs 1 MP', () => {
    expect(stepCost('0404', '0405')).toBe(1);
    expect(movement({ '6DLI': '0404' }).when('allied', { type: 'move', unit: '6DLI', path: ['0405', '0505'] })).toEqual({
      ok: true,
      value: [{ type: 'unit-moved', unit: '6DLI', from: '0404', path: ['0405', '0505'], cost: 2 }],
    });
  });

  it('AR-7.1 road movement costs ½ MP from road hex to road hex along the road', () => {
    const result = movement({ '6DLI': '0503' }).when('allied', { type: 'move', unit: '6DLI', path: ['0504', '0505', '0506', '0507', '0508'] });
    // Cojeul is crossed between 0505 and 0506 by the road's bridge: no extra MP. 5 × ½ = 2½ MP ≤ 3.
    expect(result).toEqual({ ok: true, value: [{ type: 'unit-moved', unit: '6DLI', from: '0503', path: ['0504', '0505', '0506', '0507', '0508'], cost: 2.5 }] });
  });

  it('AR-7.1 the road rate holds only along one road: two adjacent hexes of different roads cost the full rate', () => {
    expect(stepCost('0504', '0603')).toBe(1); // Bapaume road to Cambrai road
    expect(stepCost('0402', '0403')).toBe(2); // St-Pol road to Doullens road, across the Scarpe
    expect(stepCost('0503', '0402')).toBe(0.5); // the St-Pol road bridges the Scarpe
  });

  it('AR-7.1 crossing a river hexside costs +1 MP unless the move follows a road', () => {
    expect(stepCost('0405', '0406')).toBe(2); // Cojeul
    expect(stepCost('0303', '0302')).toBe(2); // Scarpe
    expect(stepCost('0305', '0306')).toBe(1); // the Cojeul does not reach column 3
    expect(stepCost('0505', '0506')).toBe(0.5); // bridge
  });

  it('AR-7.1 a unit may not spend more than its MP', () => {
    const result = movement({ '6DLI': '0404' }).when('allied', { type: 'move', unit: '6DLI', path: ['0405', '0406', '0407'] });
    expect(errorOf(result)).toEqual({ code: 'ERR_NOT_ENOUGH_MP', rule: 'AR-7.1', message: 'AR-7.1: path[2]: the path costs 4 MP by 0407; 6DLI has 3 MP' });
  });

  it('AR-7.1 a unit may not enter an enemy-occupied hex', () => {
    const result = movement({ '6DLI': '0404', '7SR': '0405' }).when('allied', { type: 'move', unit: '6DLI', path: ['0405'] });
    expect(errorOf(result)).toMatchObject({ code: 'ERR_ENEMY_OCCUPIED', rule: 'AR-7.1' });
  });

  it('AR-7.1 every step must go to an adjacent hex on the map', () => {
    const world = movement({ '6DLI': '0404' });
    expect(errorOf(world.when('allied', { type: 'move', unit: '6DLI', path: ['0406'] }))).toMatchObject({ code: 'ERR_HEX_NOT_ADJACENT', rule: 'AR-7.1' });
    expect(errorOf(world.when('allied', { type: 'move', unit: '6DLI', path: ['0409'] }))).toMatchObject({ code: 'ERR_HEX_OFF_MAP', rule: 'AR-2' });
  });

  it('AR-7.1 each unit moves once per movement phase, only its own side, only in the movement phase', () => {
    const world = movement({ '6DLI': '0404', '8DLI': '0305', '7SR': '0807' });
    const moved = world.when('allied', { type: 'move', unit: '6DLI', path: ['0405'] });
    expect(moved.ok).toBe(true);
    const again = given(arras, { brigade17: false }, [...scenario({ units: { '6DLI': '0404', '7SR': '0807' }, side: 'allied', phase: 'movement' }), ...(moved.ok ? moved.value : [])]);
    expect(errorOf(again.when('allied', { type: 'move', unit: '6DLI', path: ['0404'] }))).toMatchObject({ code: 'ERR_UNIT_ALREADY_MOVED' });
    expect(errorOf(world.when('allied', { type: 'move', unit: '7SR', path: ['0808'] }))).toMatchObject({ code: 'ERR_NOT_YOUR_UNIT' });
    const combat = given(arras, { brigade17: false }, scenario({ units: { '6DLI': '0404' }, side: 'allied', phase: 'combat' }));
    expect(errorOf(combat.when('allied', { type: 'move', unit: '6DLI', path: ['0405'] }))).toMatchObject({ code: 'ERR_WRONG_PHASE' });
  });

  it('AR-6.2 entering an enemy ZOC ends the move', () => {
    const world = movement({ '4RTR': '0503', '7SR': '0705' });
    // 0604 is next to 7SR in 0705
    expect(world.when('allied', { type: 'move', unit: '4RTR', path: ['0504', '0604'] }).ok).toBe(true);
    expect(errorOf(world.when('allied', { type: 'move', unit: '4RTR', path: ['0504', '0604', '0603'] }))).toEqual({
      code: 'ERR_EZOC_STOP',
      rule: 'AR-6.2',
      message: 'AR-6.2: path[1]: entering 0604, in an enemy ZOC, ends the move; the path goes on',
    });
  });

  it('AR-6.2 a unit may not move directly from one EZOC hex to another', () => {
    const world = movement({ '4RTR': '0604', '7SR': '0705' });
    expect(errorOf(world.when('allied', { type: 'move', unit: '4RTR', path: ['0605'] }))).toMatchObject({ code: 'ERR_EZOC_TO_EZOC', rule: 'AR-6.2' });
  });

  it('AR-6.2 a unit that starts in an EZOC may leave it to a hex free of EZOC and go on', () => {
    const world = movement({ '4RTR': '0604', '7SR': '0705' });
    expect(world.when('allied', { type: 'move', unit: '4RTR', path: ['0504', '0503', '0402'] })).toEqual({
      ok: true,
      value: [{ type: 'unit-moved', unit: '4RTR', from: '0604', path: ['0504', '0503', '0402'], cost: 2 }],
    });
  });

  it('AR-6.1 / AR-6.5 a disrupted enemy exerts no ZOC, so it does not stop movement', () => {
    const world = movement({ '4RTR': '0503', '7SR': '0705*' });
    expect(world.when('allied', { type: 'move', unit: '4RTR', path: ['0504', '0604', '0605'] }).ok).toBe(true);
  });

  it('AR-6.5 a disrupted unit may not move', () => {
    const world = movement({ '4RTR': '0503*' });
    expect(errorOf(world.when('allied', { type: 'move', unit: '4RTR', path: ['0504'] }))).toEqual({
      code: 'ERR_UNIT_DISRUPTED',
      rule: 'AR-6.5',
      message: 'AR-6.5: 4RTR is disrupted and may not move',
    });
    expect(reachableHexes(world.state, '4RTR')).toEqual([]);
  });

  it('AR-7.2 a unit may move through a friendly unit, and end on one only as AR-7.2 allows (stacking.spec.ts)', () => {
    const world = movement({ '4RTR': '0503', '6DLI': '0504' });
    expect(world.when('allied', { type: 'move', unit: '4RTR', path: ['0504', '0505'] }).ok).toBe(true);
    expect(world.when('allied', { type: 'move', unit: '4RTR', path: ['0504'] }).ok).toBe(true); // 6DLI has not moved and can leave
    const disrupted = movement({ '4RTR': '0503', '6DLI': '0504*' });
    expect(errorOf(disrupted.when('allied', { type: 'move', unit: '4RTR', path: ['0504'] }))).toMatchObject({ code: 'ERR_ENDS_ON_FRIEND', rule: 'AR-7.2' });
  });

  it('AR-7.1 ruling: a move that ends on the hex it started from is no move and is refused (legal never offers one)', () => {
    const world = movement({ '6DLI': '0404' });
    expect(errorOf(world.when('allied', { type: 'move', unit: '6DLI', path: ['0405', '0404'] }))).toEqual({
      code: 'ERR_MOVE_GOES_NOWHERE',
      rule: 'AR-7.1',
      message: 'AR-7.1: the path ends on 0404, where 6DLI started; a move must end on another hex',
    });
    expect(reachableHexes(world.state, '6DLI').some((r) => r.hex === '0404')).toBe(false);
  });

  it('AR-4.1 a German unit in column 1 leaves the map westward for 1 MP and wins at once', () => {
    const world = given(arras, { brigade17: false }, scenario({ units: { '7Kr': '0201', '6DLI': '0404' }, side: 'german', phase: 'movement', turn: 5 }));
    expect(world.when('german', { type: 'move', unit: '7Kr', path: ['0101', 'west'] })).toEqual({
      ok: true,
      value: [
        { type: 'unit-exited', unit: '7Kr', from: '0201', path: ['0101', 'west'], cost: 1.5 },
        { type: 'game-ended', winner: 'german', reason: 'exit-west', rule: 'AR-4.1', message: '7Kr has left the map westward on turn 5: the German wins' },
      ],
    });
  });

  it('AR-4.1 only German units exit, only from column 1, only as the last step, and it costs 1 MP', () => {
    const allied = movement({ '6DLI': '0103' });
    expect(errorOf(allied.when('allied', { type: 'move', unit: '6DLI', path: ['west'] }))).toMatchObject({ code: 'ERR_EXIT_NOT_ALLOWED', rule: 'AR-4.1' });
    const german = movement({ 'SS-TK-1': '0403', '7Kr': '0203' }, 'german');
    expect(errorOf(german.when('german', { type: 'move', unit: '7Kr', path: ['west'] }))).toMatchObject({ code: 'ERR_EXIT_NOT_ALLOWED', rule: 'AR-4.1' });
    expect(errorOf(german.when('german', { type: 'move', unit: '7Kr', path: ['0103', 'west', '0102'] }))).toMatchObject({ code: 'ERR_EXIT_NOT_ALLOWED' });
    // SS-TK-1 has 3 MP: 0303, 0203, 0103 cost 3, leaving would make 4.
    expect(errorOf(german.when('german', { type: 'move', unit: 'SS-TK-1', path: ['0303', '0203', '0103', 'west'] }))).toMatchObject({ code: 'ERR_NOT_ENOUGH_MP', rule: 'AR-7.1' });
  });

  it('AR-4.1 with AR-6.2 a unit whose move entered an EZOC in column 1 may not go on westward, one that started there may', () => {
    const stopped = movement({ '7Kr': '0202', '6DLI': '0104' }, 'german');
    expect(errorOf(stopped.when('german', { type: 'move', unit: '7Kr', path: ['0103', 'west'] }))).toMatchObject({ code: 'ERR_EZOC_STOP', rule: 'AR-6.2' });
    expect(stopped.when('german', { type: 'move', unit: '7Kr', path: ['0102', 'west'] }).ok).toBe(true);
    const starting = movement({ '7Kr': '0103', '6DLI': '0104' }, 'german');
    expect(starting.when('german', { type: 'move', unit: '7Kr', path: ['west'] }).ok).toBe(true);
  });
});

describe('reachableHexes', () => {
  it('AR-7.1 lists every destination with its cheapest cost and a legal path', () => {
    const world = movement({ '6DLI': '0503', '7SR': '0908' });
    const reach = reachableHexes(world.state, '6DLI');
    expect(reach.find((r) => r.hex === '0508')).toEqual({ hex: '0508', cost: 2.5, path: ['0504', '0505', '0506', '0507', '0508'] });
    expect(reach.find((r) => r.hex === '0402')).toEqual({ hex: '0402', cost: 0.5, path: ['0402'] });
    expect(reach.find((r) => r.hex === '0503')).toBeUndefined();
    for (const r of reach) expect(checkMovePath(world.state, '6DLI', r.path)).toEqual({ ok: true, value: { from: '0503', cost: r.cost, exits: false } });
  });

  it('AR-6.2 / AR-7.2 stops at EZOC hexes, ends on friends only as AR-7.2 allows, never enters enemies', () => {
    const world = movement({ '4RTR': '0503', '6DLI': '0504*', '7SR': '0705' });
    const reach = new Map(reachableHexes(world.state, '4RTR').map((r) => [r.hex, r]));
    expect(reach.has('0504')).toBe(false); // 6DLI is disrupted
    expect(reachableHexes(movement({ '4RTR': '0503', '6DLI': '0504', '7SR': '0705' }).state, '4RTR').some((r) => r.hex === '0504')).toBe(true);
    expect(reach.has('0705')).toBe(false);
    expect(reach.get('0604')?.cost).toBe(1.5);
    // 0706, in the ZOC of 7SR, is reached round the south through free hexes: road ½ × 3, then 1 + 1
    expect(reach.get('0706')).toEqual({ hex: '0706', cost: 3.5, path: ['0504', '0505', '0506', '0606', '0706'] });
    // every way on past an EZOC hex is closed: 0604 and 0605 are ZOC hexes, so nothing beyond them by that route
    expect(reach.get('0605')?.path).not.toContain('0604');
  });

  it('AR-4.1 offers "west" to a German unit that can leave the map', () => {
    const world = movement({ '7Kr': '0302' }, 'german');
    expect(reachableHexes(world.state, '7Kr').find((r) => r.hex === 'west')).toEqual({ hex: 'west', cost: 2, path: ['0201', '0101', 'west'] });
    const allied = movement({ '3DLM-1': '0102' });
    expect(reachableHexes(allied.state, '3DLM-1').some((r) => r.hex === 'west')).toBe(false);
  });

  it('AR-7.1 the road costs ½ MP in either direction along it, across the Scarpe by the bridge too', () => {
    const world = movement({ '6DLI': '0508' });
    // Bapaume road northwards, then St-Pol road over the Scarpe bridge: 7 × ½ = 3½ MP is too much for 3 MP …
    expect(errorOf(world.when('allied', { type: 'move', unit: '6DLI', path: ['0507', '0506', '0505', '0504', '0503', '0402', '0302'] }))).toMatchObject({ code: 'ERR_NOT_ENOUGH_MP', rule: 'AR-7.1' });
    // … and 6 × ½ = 3 MP is exactly enough
    expect(world.when('allied', { type: 'move', unit: '6DLI', path: ['0507', '0506', '0505', '0504', '0503', '0402'] })).toEqual({
      ok: true,
      value: [{ type: 'unit-moved', unit: '6DLI', from: '0508', path: ['0507', '0506', '0505', '0504', '0503', '0402'], cost: 3 }],
    });
  });

  it('AR-7.1 crossing the Scarpe off the road costs 2 MP, and a road hex entered off the road costs the full rate', () => {
    const world = movement({ '6DLI': '0303' });
    // 0303 → 0302 crosses the Scarpe (2 MP); 0302 → 0201 follows the St-Pol road (½ MP); → 0101 (½ MP): 3 MP
    expect(world.when('allied', { type: 'move', unit: '6DLI', path: ['0302', '0201', '0101'] })).toEqual({
      ok: true,
      value: [{ type: 'unit-moved', unit: '6DLI', from: '0303', path: ['0302', '0201', '0101'], cost: 3 }],
    });
    // 0303 → 0403: onto the Doullens road, but not along it: 1 MP; then along it to 0304 and 0204: ½ + ½
    expect(world.when('allied', { type: 'move', unit: '6DLI', path: ['0403', '0304', '0204', '0105'] }).ok).toBe(true);
    expect(errorOf(world.when('allied', { type: 'move', unit: '6DLI', path: ['0302', '0402', '0403'] }))).toMatchObject({ code: 'ERR_NOT_ENOUGH_MP', rule: 'AR-7.1' });
  });

  it('AR-6.2 no step from one EZOC hex to another even when two different enemy units cover them', () => {
    // 0604 is covered by 7SR (0705) only, 0603 by 7Kr (0703) only
    const world = movement({ '4RTR': '0604', '7SR': '0705', '7Kr': '0703' });
    expect(errorOf(world.when('allied', { type: 'move', unit: '4RTR', path: ['0603'] }))).toMatchObject({ code: 'ERR_EZOC_TO_EZOC', rule: 'AR-6.2' });
    // leaving to a free hex and then entering another EZOC in the same move is allowed
    expect(world.when('allied', { type: 'move', unit: '4RTR', path: ['0504', '0503', '0603'] }).ok).toBe(true);
  });

  it('AR-4.1 a German unit may still leave the map on turn 8 and win', () => {
    const world = given(arras, { brigade17: false }, scenario({ units: { '7Kr': '0104', '6DLI': '0404' }, side: 'german', phase: 'movement', turn: 8 }));
    const result = world.when('german', { type: 'move', unit: '7Kr', path: ['west'] });
    expect(result.ok && result.value.at(-1)).toEqual({ type: 'game-ended', winner: 'german', reason: 'exit-west', rule: 'AR-4.1', message: '7Kr has left the map westward on turn 8: the German wins' });
  });
});
