import { gameTitleKey } from './game-title-key';

describe('gameTitleKey', () => {
  it('names each game type by its own GameCard title', () => {
    expect(gameTitleKey('arras')).toBe('arras.title');
    expect(gameTitleKey('graf-spee')).toBe('grafSpee.title');
  });
});
