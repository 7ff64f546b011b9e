import { gameServices } from '../testing/game-services';
import { hideAndSeek } from '../testing/hide-and-seek-game';
import { viewResult } from './caller-view';

describe('viewResult', () => {
  it('computes the game’s view only when it is read, once, and the same as an eager view', async () => {
    const services = gameServices();
    const { hider, game } = await services.seatedGame(1);
    await services.commands.submit(hider, { commandId: 'h1', command: { type: 'hide', cell: 4 } });
    const loaded = await services.loader.load(game.id);
    const view = jest.spyOn(hideAndSeek, 'view');
    try {
      const result = viewResult(loaded, hider, 'hider', loaded.state, loaded.version);
      expect(result).toMatchObject({ status: 'active', pending: ['seeker'], yourTurn: false });
      expect(view).not.toHaveBeenCalled();
      const expected = hideAndSeek.view(loaded.state as never, 'hider');
      view.mockClear();
      expect(JSON.parse(JSON.stringify(result)).view).toEqual(expected);
      expect(result.view).toEqual(expected);
      expect(view).toHaveBeenCalledTimes(1);
      expect(Object.keys(result)).toContain('view');
    } finally {
      view.mockRestore();
    }
  });
});
