import { given } from '@wargames/engine/testing';
import { arras } from './arras';
import type { ArrasEvent } from './events';
import { legal } from './legal';
import { reachableHexes } from './movement';
import { play, scenario, type ScenarioSpec } from './test-scenario';

const opts = { brigade17: true };
const errorOf = (result: { ok: boolean; error?: unknown }) => (result.ok ? null : result.error);
const movement = (units: ScenarioSpec['units'], side: ScenarioSpec['side'] = 'allied') => scenario({ units, side, phase: 'movement' }, opts);
const world = (events: ArrasEvent[]) => given(arras, opts, events);
const moves = (events: ArrasEvent[], unit: string) =>
  legal(world(events).state, 'allied').flatMap((c) => (c.type === 'move' && c.unit === unit ? [c.path[c.path.length - 1]] : []));

describe('stacking (AR-7.2)', () => {
  /** 4RTR in Arras, 6DLI and 8DLI down the Bapaume road; 7SR far off. */
  const road = movement({ '4RTR': '0503', '6DLI': '0504', '8DLI': '0505', '7SR': '0908' });

  it('AR-7.2 a move may end on a friend that has not moved, is not disrupted and can still leave; the view shows both units on the hex', () => {
    expect(world(road).when('allied', { type: 'move', unit: '4RTR', path: ['0504'] })).toEqual({
      ok: true,
      value: [{ type: 'unit-moved', unit: '4RTR', from: '0503', path: ['0504'], cost: 0.5 }],
    });
    expect(moves(road, '4RTR')).toContain('0504');
    const stacked = play(road, 'allied', { type: 'move', unit: '4RTR', path: ['0504'] }, [], opts);
    const view = arras.view(world(stacked).state, 'spectator');
    expect([view.units['4RTR']?.hex, view.units['6DLI']?.hex]).toEqual(['0504', '0504']);
    expect(view.stacks).toEqual([{ hex: '0504', units: ['4RTR', '6DLI'] }]);
    expect(view.waitingFor).toBe('the allied movement phase, where 4RTR and 6DLI in 0504 share a hex until one moves off (AR-7.2)');
  });

  it('AR-7.2 ending the phase while two units share a hex is refused (ERR_STACKED, naming the hex); legal offers end-phase only once the stack is undone', () => {
    const stacked = play(road, 'allied', { type: 'move', unit: '4RTR', path: ['0504'] }, [], opts);
    expect(errorOf(world(stacked).when('allied', { type: 'end-phase' }))).toEqual({
      code: 'ERR_STACKED',
      rule: 'AR-7.2',
      message: 'AR-7.2: 4RTR and 6DLI share 0504: no stacking at the end of a phase; move a unit that has not moved off first',
    });
    const offered = legal(world(stacked).state, 'allied');
    expect(offered).not.toContainEqual({ type: 'end-phase' });
    expect(offered.some((c) => c.type === 'move' && c.unit === '6DLI')).toBe(true);
    expect(offered.some((c) => c.type === 'move' && c.unit === '4RTR')).toBe(false); // it has moved
    const undone = play(stacked, 'allied', { type: 'move', unit: '6DLI', path: ['0604'] }, [], opts);
    expect(legal(world(undone).state, 'allied')).toContainEqual({ type: 'end-phase' });
    expect(world(undone).when('allied', { type: 'end-phase' }).ok).toBe(true);
  });

  it('AR-7.2 chains: the unit moved onto may move onto a further friend that has not moved, which must then leave', () => {
    let events = play(road, 'allied', { type: 'move', unit: '4RTR', path: ['0504'] }, [], opts);
    events = play(events, 'allied', { type: 'move', unit: '6DLI', path: ['0505'] }, [], opts);
    expect(arras.view(world(events).state, 'allied').stacks).toEqual([{ hex: '0505', units: ['6DLI', '8DLI'] }]);
    expect(errorOf(world(events).when('allied', { type: 'end-phase' }))).toMatchObject({ code: 'ERR_STACKED', message: expect.stringContaining('share 0505') });
    events = play(events, 'allied', { type: 'move', unit: '8DLI', path: ['0506'] }, [], opts);
    expect(world(events).when('allied', { type: 'end-phase' }).ok).toBe(true);
  });

  it('AR-7.2 no move may end on a friend that has already moved this phase', () => {
    const moved = play(road, 'allied', { type: 'move', unit: '6DLI', path: ['0604'] }, [], opts);
    expect(errorOf(world(moved).when('allied', { type: 'move', unit: '4RTR', path: ['0504', '0604'] }))).toEqual({
      code: 'ERR_ENDS_ON_FRIEND',
      rule: 'AR-7.2',
      message: 'AR-7.2: a move may end on a friend only if that unit has not moved this phase, is not disrupted and can still leave: 6DLI in 0604 has already moved this phase and could not leave',
    });
    expect(moves(moved, '4RTR')).not.toContain('0604');
  });

  it('AR-7.2 / AR-6.5 no move may end on a disrupted friend', () => {
    const events = movement({ '4RTR': '0503', '6DLI': '0504*', '7SR': '0908' });
    expect(errorOf(world(events).when('allied', { type: 'move', unit: '4RTR', path: ['0504'] }))).toMatchObject({
      code: 'ERR_ENDS_ON_FRIEND',
      rule: 'AR-7.2',
      message: expect.stringContaining('6DLI in 0504 is disrupted'),
    });
    expect(moves(events, '4RTR')).not.toContain('0504');
  });

  it('AR-7.2 / AR-6.2 no move may end on a friend that could not then leave to a hex where no unit stands', () => {
    // 17Bde in 0102 lies in 25Pz-II's ZOC: it may leave only to 0103 (AR-6.2), across the Scarpe (2 MP), where 3DLM-1
    // stands; from there its last MP reach only friends (8DLI in 0203, 4RTR in 0104). 7RTR comes through them from 0204.
    const events = movement({ '25Pz-II': '0201', '17Bde': '0102', '3DLM-1': '0103', '8DLI': '0203', '4RTR': '0104', '7RTR': '0204' });
    expect(errorOf(world(events).when('allied', { type: 'move', unit: '7RTR', path: ['0203', '0103', '0102'] }))).toEqual({
      code: 'ERR_ENDS_ON_FRIEND',
      rule: 'AR-7.2',
      message: 'AR-7.2: a move may end on a friend only if that unit has not moved this phase, is not disrupted and can still leave: 17Bde could not then leave 0102 to a hex where no unit stands',
    });
    expect(moves(events, '7RTR')).not.toContain('0102');
    // every way 17Bde has off its hex ends on a friend (which it may join, since they could leave in turn)
    expect(reachableHexes(world(events).state, '17Bde').map((r) => r.hex)).toEqual(['0103', '0104', '0203']);
  });

  /**
   * 25Pz-I in 0202 puts 0102 and 0201 in its ZOC, so 4RTR in 0101 can only go to those two (AR-6.2). Once 7RTR has come
   * from 0201 onto 4RTR, 4RTR can undo the stack by 0201, or by joining 8DLI in 0102, who could go round by 0101 to
   * 0201 — the same hex.
   */
  const corner = movement({ '25Pz-I': '0202', '4RTR': '0101', '7RTR': '0201', '8DLI': '0102', '6DLI': '0301' });

  it('AR-7.2 ruling: no move may take the last hex a stacked unit could leave to (ERR_STACK_CANNOT_BE_UNDONE), so the phase can always end', () => {
    const stacked = play(corner, 'allied', { type: 'move', unit: '7RTR', path: ['0101'] }, [], opts);
    expect(reachableHexes(world(stacked).state, '4RTR').map((r) => r.hex)).toEqual(['0102', '0201']);
    expect(errorOf(world(stacked).when('allied', { type: 'move', unit: '6DLI', path: ['0201'] }))).toEqual({
      code: 'ERR_STACK_CANNOT_BE_UNDONE',
      rule: 'AR-7.2',
      message:
        'AR-7.2: after this move a stack could no longer be undone before the end of the phase: 4RTR in 0101 could not then each move off, to a hex where no unit stands or onto a friend that could go on to one, without two of them needing the same hex or friend',
    });
    expect(moves(stacked, '6DLI')).not.toContain('0201');
    expect(moves(stacked, '6DLI')).toContain('0302');
    // 4RTR undoes the stack, and the phase ends
    const undone = play(stacked, 'allied', { type: 'move', unit: '4RTR', path: ['0201'] }, [], opts);
    expect(world(undone).when('allied', { type: 'end-phase' }).ok).toBe(true);
  });

  it('AR-7.2 ruling: two stacks may not count on the same free hex', () => {
    // 25Pz-I in 0202 and 6SR in 0402; disrupted 8DLI (0102) and 17Bde (0302) block without a ZOC. 7RTR joins 4RTR in
    // the corner, whose one way off is then 0201; 3DLM-2 joins 6DLI in 0301, who may leave to 0201 or 0401.
    let events = movement({ '25Pz-I': '0202', '6SR': '0402', '4RTR': '0101', '8DLI': '0102*', '6DLI': '0301', '17Bde': '0302*', '3DLM-1': '0501', '7RTR': '0201', '3DLM-2': '0401' });
    events = play(events, 'allied', { type: 'move', unit: '7RTR', path: ['0101'] }, [], opts);
    events = play(events, 'allied', { type: 'move', unit: '3DLM-2', path: ['0301'] }, [], opts);
    // each stacked unit alone could still leave by 0201, but only one of them can: 0401 must stay free for the other
    expect(reachableHexes(world(events).state, '4RTR').map((r) => r.hex)).toEqual(['0201']);
    expect(reachableHexes(world(events).state, '6DLI').map((r) => r.hex)).toEqual(['0401']);
    expect(errorOf(world(events).when('allied', { type: 'move', unit: '3DLM-1', path: ['0401'] }))).toEqual({
      code: 'ERR_STACK_CANNOT_BE_UNDONE',
      rule: 'AR-7.2',
      message:
        'AR-7.2: after this move a stack could no longer be undone before the end of the phase: 4RTR in 0101, 6DLI in 0301 could not then each move off, to a hex where no unit stands or onto a friend that could go on to one, without two of them needing the same hex or friend',
    });
    expect(moves(events, '3DLM-1')).not.toContain('0401');
    events = play(events, 'allied', { type: 'move', unit: '6DLI', path: ['0401'] }, [], opts);
    events = play(events, 'allied', { type: 'move', unit: '4RTR', path: ['0201'] }, [], opts);
    expect(world(events).when('allied', { type: 'end-phase' }).ok).toBe(true);
  });

  it('AR-7.2 ruling: a stacked unit may also undo its stack by moving onto a friend that has not moved and goes on to a free hex', () => {
    // 8DLI in 0102 lies in 7SR's ZOC; its only way off is 0103 (across the Scarpe, 2 MP), whence its last MP reaches
    // only friends: 3DLM-1 in 0104 and 7RTR in 0203 (0202 beyond the Scarpe is too far, and in 7Kr's ZOC).
    const events = movement({ '7SR': '0101', '7Kr': '0303', '8DLI': '0102', '4RTR': '0103', '6DLI': '0202', '3DLM-1': '0104', '7RTR': '0203' });
    let played = play(events, 'allied', { type: 'move', unit: '4RTR', path: ['0102'] }, [], opts);
    // 6DLI takes 0103, 8DLI's last free hex: allowed, as 8DLI may still move onto 3DLM-1 (or 7RTR), who can go on
    played = play(played, 'allied', { type: 'move', unit: '6DLI', path: ['0103'] }, [], opts);
    expect(reachableHexes(world(played).state, '8DLI').map((r) => r.hex)).toEqual(expect.arrayContaining(['0104']));
    played = play(played, 'allied', { type: 'move', unit: '8DLI', path: ['0103', '0104'] }, [], opts);
    expect(arras.view(world(played).state, 'allied').stacks).toEqual([{ hex: '0104', units: ['8DLI', '3DLM-1'] }]);
    played = play(played, 'allied', { type: 'move', unit: '3DLM-1', path: ['0105'] }, [], opts);
    expect(world(played).when('allied', { type: 'end-phase' }).ok).toBe(true);
  });

  it('AR-7.2 / AR-4.1 ruling: leaving the map westward is no hex, so it is no way off a stack', () => {
    // SS-TK-1 in 0202 lies in 6DLI's ZOC: its moves end on friends (25Pz-I, 25Pz-II, 7Kr) or leave the map westward.
    const events = movement({ '6DLI': '0201', '17Bde': '0303', '25Pz-I': '0103', '25Pz-II': '0104', '7SR': '0102', '7Kr': '0203', 'SS-TK-1': '0202' }, 'german');
    expect(reachableHexes(world(events).state, 'SS-TK-1').map((r) => r.hex)).toEqual(['0103', '0104', '0203', 'west']);
    expect(errorOf(world(events).when('german', { type: 'move', unit: '7SR', path: ['0103', '0202'] }))).toEqual({
      code: 'ERR_ENDS_ON_FRIEND',
      rule: 'AR-7.2',
      message: 'AR-7.2: a move may end on a friend only if that unit has not moved this phase, is not disrupted and can still leave: SS-TK-1 could not then leave 0202 to a hex where no unit stands',
    });
    const offered = legal(world(events).state, 'german').flatMap((c) => (c.type === 'move' && c.unit === '7SR' ? [c.path[c.path.length - 1]] : []));
    expect(offered).not.toContain('0202');
    expect(offered).toContain('west'); // 7SR itself may leave the map
  });

  it('AR-7.2 retreats (AR-8.5) and advances (AR-8.7) still may not end on a friend', () => {
    // 6DLI attacks 7SR at 1:1, die 3: D1; 6SR stands in 0805, 7Kr in 0706
    const start = scenario({ units: { '6DLI': '0604', '7SR': '0705', '6SR': '0805', '7Kr': '0706' }, side: 'allied', phase: 'combat', done: ['movement'] }, opts);
    const d1 = play(start, 'allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [3], opts);
    expect(errorOf(world(d1).when('allied', { type: 'retreat', unit: '7SR', path: ['0805'] }))).toMatchObject({ code: 'ERR_ENDS_ON_FRIEND', rule: 'AR-8.5' });
    expect(legal(world(d1).state, 'allied')).toEqual([{ type: 'retreat', unit: '7SR', path: ['0804'] }]);
    // 4RTR and 6DLI eliminate 7Kr in 0705 (De); 4RTR may not end its advance on 8DLI in 0805
    const advance = play(
      scenario({ units: { '4RTR': '0604', '6DLI': '0605', '8DLI': '0805', '7Kr': '0705' }, side: 'allied', phase: 'combat', done: ['movement'], gunUsed: true }, opts),
      'allied',
      { type: 'attack', defender: '7Kr', attackers: ['4RTR', '6DLI'] },
      [4],
      opts,
    );
    expect(errorOf(world(advance).when('allied', { type: 'advance', unit: '4RTR', path: ['0705', '0805'] }))).toMatchObject({ code: 'ERR_ADVANCE_NOT_ALLOWED', rule: 'AR-8.7' });
  });

  it('AR-7.2 the German stacks the same way in his movement phase', () => {
    const events = movement({ '7SR': '0705', '6SR': '0706', '6DLI': '0302' }, 'german');
    const stacked = play(events, 'german', { type: 'move', unit: '7SR', path: ['0706'] }, [], opts);
    expect(errorOf(world(stacked).when('german', { type: 'end-phase' }))).toMatchObject({ code: 'ERR_STACKED', rule: 'AR-7.2', message: expect.stringContaining('0706') });
    expect(legal(world(stacked).state, 'german')).not.toContainEqual({ type: 'end-phase' });
  });
});
