import { raceToTen } from './race-to-ten.fixture';
import { createRegistry } from './registry';

describe('game registry', () => {
  it('lists games and finds them by id', () => {
    const registry = createRegistry([raceToTen]);
    expect(registry.list().map((g) => g.id)).toEqual(['race-to-ten']);
    expect(registry.get('race-to-ten')).toBe(raceToTen);
    expect(registry.get('chess')).toBeUndefined();
  });

  it('refuses two games with one id', () => {
    expect(() => createRegistry([raceToTen, raceToTen])).toThrow(/share the id "race-to-ten"/);
  });
});
