import { given } from '@wargames/engine/testing';
import { arras } from './arras';
import { legal } from './legal';
import { play, scenario } from './test-scenario';

const opts = { brigade17: false };
const errorOf = (result: { ok: boolean; error?: unknown }) => (result.ok ? null : result.error);

/** 4RTR in 0604 and 6DLI in 0605 eliminate 7Kr in 0705 (4:1 or better, die 4: De); the 88 is spent. */
function afterDe(extra: Record<string, string> = {}) {
  const start = scenario({ units: { '4RTR': '0604', '6DLI': '0605', '7Kr': '0705', 'SS-TK-1': '1001', ...extra }, side: 'allied', phase: 'combat', done: ['movement'], gunUsed: true });
  return play(start, 'allied', { type: 'attack', defender: '7Kr', attackers: ['4RTR', '6DLI'] }, [4]);
}
const listed = (events: ReturnType<typeof afterDe>) =>
  legal(given(arras, opts, events).state, 'allied').map((c) => (c.type === 'advance' ? `${c.unit}>${c.path.join('-')}` : c.type));

describe('advance after combat (AR-8.7, AR-6.4)', () => {
  it('AR-8.7 the attackers may advance into the emptied hex: infantry 1 hex, tanks up to 2; it is optional', () => {
    const events = afterDe();
    expect(given(arras, opts, events).state.combat?.step).toEqual({ kind: 'advance' });
    expect(listed(events)).toEqual(['4RTR>0705', '4RTR>0705-0704', '4RTR>0705-0706', '4RTR>0705-0804', '4RTR>0705-0805', '6DLI>0705', 'end-advance']);
    expect(given(arras, opts, events).when('allied', { type: 'end-advance' })).toEqual({ ok: true, value: [{ type: 'combat-ended' }] });
  });

  it('AR-8.7 infantry advances 1 hex only; the first hex is always the emptied one; ruling: no going back', () => {
    const world = given(arras, opts, afterDe());
    expect(errorOf(world.when('allied', { type: 'advance', unit: '6DLI', path: ['0705', '0706'] }))).toEqual({
      code: 'ERR_ADVANCE_NOT_ALLOWED',
      rule: 'AR-8.7',
      message: 'AR-8.7: path[1]: 6DLI is infantry and advances 1 hex only',
    });
    expect(errorOf(world.when('allied', { type: 'advance', unit: '4RTR', path: ['0704'] }))).toMatchObject({ code: 'ERR_ADVANCE_NOT_ALLOWED', rule: 'AR-8.7' });
    expect(errorOf(world.when('allied', { type: 'advance', unit: '4RTR', path: ['0705', '0604'] }))).toMatchObject({ code: 'ERR_ADVANCE_NOT_ALLOWED', rule: 'AR-8.7' });
    expect(errorOf(world.when('allied', { type: 'advance', unit: '4RTR', path: ['0705', '0605'] }))).toMatchObject({ code: 'ERR_ADVANCE_NOT_ALLOWED', rule: 'AR-8.7' });
    expect(world.when('allied', { type: 'advance', unit: '6DLI', path: ['0705'] })).toEqual({
      ok: true,
      value: [{ type: 'unit-advanced', unit: '6DLI', from: '0605', path: ['0705'] }],
    });
  });

  it('AR-8.7 each attacker advances once; a tank may pass a friend that stopped in the emptied hex; the step ends when nobody can advance', () => {
    let events = play(afterDe(), 'allied', { type: 'advance', unit: '6DLI', path: ['0705'] });
    // 0605, left by 6DLI, is free now
    expect(listed(events)).toEqual(['4RTR>0705-0605', '4RTR>0705-0704', '4RTR>0705-0706', '4RTR>0705-0804', '4RTR>0705-0805', 'end-advance']);
    events = play(events, 'allied', { type: 'advance', unit: '4RTR', path: ['0705', '0805'] });
    expect(events.slice(-2)).toEqual([{ type: 'unit-advanced', unit: '4RTR', from: '0604', path: ['0705', '0805'] }, { type: 'combat-ended' }]);
  });

  it('AR-8.7 advance ignores ZOC stops: a tank whose first hex is free of EZOC may go on into an EZOC hex', () => {
    // 6SR in 0906 puts 0805 in an EZOC, not 0604 or 0705.
    const world = given(arras, opts, afterDe({ '6SR': '0906' }));
    expect(world.when('allied', { type: 'advance', unit: '4RTR', path: ['0705', '0805'] }).ok).toBe(true);
  });

  it('AR-6.4 advance may go from EZOC to EZOC, but a tank whose emptied hex is in an EZOC stops there: no second hex', () => {
    // 7SR in 0704 puts both 0604 (4RTR) and the emptied 0705 in an EZOC.
    const events = afterDe({ '7SR': '0704' });
    expect(listed(events)).toEqual(['4RTR>0705', '6DLI>0705', 'end-advance']);
    const world = given(arras, opts, events);
    expect(errorOf(world.when('allied', { type: 'advance', unit: '4RTR', path: ['0705', '0805'] }))).toEqual({
      code: 'ERR_ADVANCE_NOT_ALLOWED',
      rule: 'AR-6.4',
      message: 'AR-6.4: path[1]: 0705 is in an enemy ZOC, so 4RTR stops there: no second hex of advance from an EZOC',
    });
    expect(world.when('allied', { type: 'advance', unit: '4RTR', path: ['0705'] }).ok).toBe(true);
  });

  it('AR-6.4 wherever the tank started: from a hex free of EZOC, a tank whose emptied hex is in an EZOC still stops there', () => {
    // 7SR in 0805 puts the emptied 0705 in an EZOC, not 4RTR's 0604.
    const events = afterDe({ '7SR': '0805' });
    expect(listed(events)).toEqual(['4RTR>0705', '6DLI>0705', 'end-advance']);
    expect(errorOf(given(arras, opts, events).when('allied', { type: 'advance', unit: '4RTR', path: ['0705', '0704'] }))).toMatchObject({ code: 'ERR_ADVANCE_NOT_ALLOWED', rule: 'AR-6.4' });
  });

  it('AR-6.4 wherever the tank started: from an EZOC, a tank whose emptied hex is free of EZOC may go on a second hex', () => {
    // 6SR in 0504 puts 4RTR's 0604 in an EZOC, not the emptied 0705.
    const events = afterDe({ '6SR': '0504' });
    expect(listed(events)).toEqual(['4RTR>0705', '4RTR>0705-0704', '4RTR>0705-0706', '4RTR>0705-0804', '4RTR>0705-0805', '6DLI>0705', 'end-advance']);
  });

  it('AR-8.7 only units of this attack advance, and only after the defender hex is emptied', () => {
    const world = given(arras, opts, afterDe({ '8DLI': '0806' }));
    expect(errorOf(world.when('allied', { type: 'advance', unit: '8DLI', path: ['0705'] }))).toMatchObject({ code: 'ERR_ADVANCE_NOT_ALLOWED', rule: 'AR-8.7' });
    const noEffect = play(scenario({ units: { '6DLI': '0605', '7Kr': '0705' }, side: 'allied', phase: 'combat', done: ['movement'] }), 'allied', { type: 'attack', defender: '7Kr', attackers: ['6DLI'] }, [1]); // 2:1 die 1: C
    expect(errorOf(given(arras, opts, noEffect).when('allied', { type: 'advance', unit: '6DLI', path: ['0705'] }))).toMatchObject({ code: 'ERR_WRONG_PHASE' });
  });
});
