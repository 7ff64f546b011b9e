import { gameServices } from '../testing/game-services';
import { refusal } from '../testing/refusal';

describe('GameLobby', () => {
  it('creates a game with its parsed options and lists it', async () => {
    const { lobby } = gameServices();
    const game = await lobby.createGame('hide-and-seek', { rounds: 3 });
    expect(game).toMatchObject({ gameType: 'hide-and-seek', options: { rounds: 3 }, status: 'active', version: 0, pending: ['hider'] });
    expect(game.seats).toEqual([{ role: 'hider', claimed: false, bot: null }, { role: 'seeker', claimed: false, bot: null }]);
    expect((await lobby.listGames({})).map((listed) => listed.id)).toEqual([game.id]);
  });

  it('refuses an unknown game type and malformed options, storing nothing', async () => {
    const { lobby, store } = gameServices();
    expect(await refusal(lobby.createGame('chess', {}))).toMatchObject({ code: 'ERR_UNKNOWN_GAME_TYPE', status: 404, rule: 'gameType' });
    expect(await refusal(lobby.createGame('hide-and-seek', { rounds: 'many' }))).toMatchObject({ code: 'ERR_MALFORMED_OPTIONS', status: 400, rule: 'rounds' });
    expect(await store.listGames({ limit: 10, offset: 0 })).toEqual([]);
  });

  it('gives each seat once, with a secret token, and refuses unknown seats', async () => {
    const { lobby } = gameServices();
    const game = await lobby.createGame('hide-and-seek', {});
    const claim = await lobby.claimSeat(game.id, 'hider');
    expect(claim.token).toMatch(/^wgs_/);
    expect(await refusal(lobby.claimSeat(game.id, 'hider'))).toMatchObject({ code: 'ERR_SEAT_TAKEN', status: 409 });
    expect(await refusal(lobby.claimSeat(game.id, 'referee'))).toMatchObject({ code: 'ERR_UNKNOWN_ROLE', status: 404 });
    expect((await lobby.getGame(game.id)).seats).toEqual([{ role: 'hider', claimed: true, bot: null }, { role: 'seeker', claimed: false, bot: null }]);
  });

  it('knows the caller by token: a seat, a spectator without one, refused for another game’s token', async () => {
    const services = gameServices();
    const { lobby } = services;
    const { game, tokens } = await services.seatedGame();
    const other = await lobby.createGame('hide-and-seek', {});
    expect(await lobby.callerFor(game.id, tokens.hider)).toEqual({ gameId: game.id, role: 'hider' });
    expect(await lobby.callerFor(game.id, undefined)).toEqual({ gameId: game.id, role: null });
    expect(await refusal(lobby.callerFor(other.id, tokens.hider))).toMatchObject({ code: 'ERR_UNAUTHENTICATED', status: 401 });
    expect(await refusal(lobby.callerFor('no-such-game', undefined))).toMatchObject({ code: 'ERR_GAME_NOT_FOUND', status: 404 });
    expect(await refusal(lobby.callerFor('../../etc', undefined))).toMatchObject({ code: 'ERR_GAME_NOT_FOUND' });
  });

  it('refuses a seat once the game has ended', async () => {
    const services = gameServices();
    const { hider, seeker } = await services.seatedGame(1);
    await services.commands.submit(hider, { commandId: 'h1', command: { type: 'hide', cell: 4 } });
    await services.commands.submit(seeker, { commandId: 's1', command: { type: 'seek', cell: 1 } });
    expect(await refusal(services.lobby.claimSeat(seeker.gameId, 'hider'))).toMatchObject({ code: 'ERR_GAME_OVER' });
  });
});
