import { gamePageAddress } from './game-page-address';

describe('gamePageAddress', () => {
  it('reads the locale and game id of a play page and of a replay', () => {
    expect(gamePageAddress('/ko/games/0b7c1d2e-1111-4a5b-9c3d-000000000001')).toEqual({ locale: 'ko', gameId: '0b7c1d2e-1111-4a5b-9c3d-000000000001' });
    expect(gamePageAddress('/en/games/abc/replay')).toEqual({ locale: 'en', gameId: 'abc' });
    expect(gamePageAddress('/ja/games/abc/replay/')).toEqual({ locale: 'ja', gameId: 'abc' });
  });

  it('leaves every other address alone: the import page, other locales, deeper paths, the lobby', () => {
    expect(gamePageAddress('/en/games/import')).toBeNull();
    expect(gamePageAddress('/fr/games/abc')).toBeNull();
    expect(gamePageAddress('/en/games/abc/replay/more')).toBeNull();
    expect(gamePageAddress('/en/games')).toBeNull();
    expect(gamePageAddress('/en')).toBeNull();
  });
});
