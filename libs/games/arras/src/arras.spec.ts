import { createRegistry, OMNISCIENT, SPECTATOR } from '@wargames/engine';
import { given } from '@wargames/engine/testing';
import { z } from 'zod';
import { arras } from './arras';
import { play, scenario } from './test-scenario';

describe('the Arras game definition', () => {
  it('is registered as "arras" with the allied and german roles, options, command schema and board', () => {
    expect(arras.id).toBe('arras');
    expect(arras.roles).toEqual(['allied', 'german']);
    expect(createRegistry([arras]).get('arras')).toBe(arras);
    expect(z.toJSONSchema(arras.optionsSchema)).toMatchObject({ type: 'object', properties: { brigade17: { type: 'boolean', default: false } } });
    expect(arras.parseOptions({})).toEqual({ ok: true, value: { brigade17: false } });
    expect(arras.board.hexes).toHaveLength(80);
    expect(JSON.parse(JSON.stringify(arras.board))).toEqual(arras.board);
  });

  it('state, commands and events are plain JSON', () => {
    const events = play(scenario({ units: { '6DLI': '0604', '7SR': '0705' }, side: 'allied', phase: 'combat', done: ['movement'] }), 'allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [3]);
    const state = given(arras, { brigade17: false }, events).state;
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(JSON.parse(JSON.stringify(events))).toEqual(events);
  });
});

describe('open information (AR-9)', () => {
  const events = play([], 'allied', { type: 'start-phase', phase: 'movement' });
  const state = given(arras, { brigade17: false }, events).state;

  it('AR-9 every viewer sees the whole state through the same view function', () => {
    const views = ['allied', 'german', SPECTATOR, OMNISCIENT].map((viewer) => arras.view(state, viewer));
    for (const v of views) expect({ ...v, viewer: 'x' }).toEqual({ ...views[0], viewer: 'x' });
    const mine = arras.view(state, 'german');
    expect(mine).toMatchObject({ ...state, viewer: 'german', pending: ['allied'], waitingFor: 'the allied movement phase', turnMarkerHex: '0208' });
    expect(mine.zoc.german).toContain('0604');
    expect(mine.units['7SR']).toEqual({ hex: '0705', status: 'map', disrupted: false });
  });

  it('AR-9 every event reaches every viewer unchanged, dice included', () => {
    const rolled = play(scenario({ units: { '6DLI': '0604', '7SR': '0705' }, side: 'allied', phase: 'combat', done: ['movement'] }), 'allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [3]);
    for (const event of rolled) {
      for (const viewer of ['allied', 'german', SPECTATOR, OMNISCIENT]) expect(arras.redact(event, viewer)).toEqual(event);
    }
  });
});
