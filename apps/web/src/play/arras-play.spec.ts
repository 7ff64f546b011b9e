import { arrasPicks, arrasPreviewed } from './arras-play';

describe('picking Arras commands on the map', () => {
  it('picks a move, retreat or advance by the unit, then the hex it ends in', () => {
    expect(arrasPicks({ type: 'move', unit: '4RTR', path: ['0503', '0603', '0704'] })).toEqual(['counter:4RTR', 'cell:0704']);
    expect(arrasPicks({ type: 'move', unit: '7Kr', path: ['0106', 'west'] })).toEqual(['counter:7Kr', 'cell:0106']);
    expect(arrasPicks({ type: 'retreat', unit: '7SR', path: ['0806'] })).toEqual(['counter:7SR', 'cell:0806']);
    expect(arrasPicks({ type: 'advance', unit: '6DLI', path: ['0705'] })).toEqual(['counter:6DLI', 'cell:0705']);
  });

  it('picks an attack by its defender and a loss by the unit lost; phases and the 88 are buttons', () => {
    expect(arrasPicks({ type: 'attack', defender: '7SR', attackers: ['4RTR', '6DLI'] })).toEqual(['counter:7SR']);
    expect(arrasPicks({ type: 'choose-loss', unit: '4RTR' })).toEqual(['counter:4RTR']);
    expect(arrasPicks({ type: 'end-phase' })).toEqual([]);
    expect(arrasPicks({ type: 'fire-88' })).toEqual([]);
  });

  it('previews the odds of attacks and of the 88 only (AR-8)', () => {
    expect(arrasPreviewed({ type: 'attack', defender: '7SR', attackers: ['4RTR'] })).toBe(true);
    expect(arrasPreviewed({ type: 'fire-88' })).toBe(true);
    expect(arrasPreviewed({ type: 'decline-88' })).toBe(false);
  });
});
