import { gameServices } from '../testing/game-services';
import { refusal } from '../testing/refusal';

describe('GameLobby', () => {
  it('creates a game with its parsed options and lists it', async () => {
    const { lobby } = gameServices();
    const game = await lobby.createGame('hide-and-seek', { rounds: 3 });
    expect(game).toMatchObject({ gameType: 'hide-and-seek', options: { rounds: 3 }, status: 'active', version: 0, pending: ['hider'] });
    expect(game.seats).toEqual([{ role: 'hider', claimed: false, invited: false, bot: null }, { role: 'seeker', claimed: false, invited: false, bot: null }]);
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
    expect((await lobby.getGame(game.id)).seats).toEqual([{ role: 'hider', claimed: true, invited: false, bot: null }, { role: 'seeker', claimed: false, invited: false, bot: null }]);
  });

  it('holds a seat for an invite: taken at once, its token given to the first who accepts the code, never again', async () => {
    const { lobby } = gameServices();
    const game = await lobby.createGame('hide-and-seek', {});
    const invite = await lobby.inviteToSeat({ gameId: game.id, role: null }, 'seeker');
    expect(invite).toEqual({ gameId: game.id, role: 'seeker', code: expect.stringMatching(/^wgi_[A-Za-z0-9_-]{43}$/) });
    // Held from now on: nobody else claims or invites to it, and it is no computer's.
    expect(await refusal(lobby.claimSeat(game.id, 'seeker'))).toMatchObject({ code: 'ERR_SEAT_TAKEN', status: 409 });
    expect(await refusal(lobby.inviteToSeat({ gameId: game.id, role: null }, 'seeker'))).toMatchObject({ code: 'ERR_SEAT_TAKEN', status: 409 });
    expect((await lobby.getGame(game.id)).seats).toContainEqual({ role: 'seeker', claimed: true, invited: true, bot: null });
    // The code is no token: it speaks for no seat.
    expect(await refusal(lobby.callerFor(game.id, invite.code))).toMatchObject({ status: 401 });
    // Of the wrong seat, malformed, or of an unknown seat: refused, and the invite still works after.
    expect(await refusal(lobby.acceptInvite(game.id, 'hider', invite.code))).toMatchObject({ code: 'ERR_INVITE_USED', status: 409, rule: 'code' });
    expect(await refusal(lobby.acceptInvite(game.id, 'seeker', 'wgs_not-a-code'))).toMatchObject({ code: 'ERR_BAD_REQUEST', status: 400, rule: 'code' });
    expect(await refusal(lobby.acceptInvite(game.id, 'referee', invite.code))).toMatchObject({ code: 'ERR_UNKNOWN_ROLE', status: 404 });
    const taken = await lobby.acceptInvite(game.id, 'seeker', invite.code);
    expect(taken).toEqual({ gameId: game.id, role: 'seeker', token: expect.stringMatching(/^wgs_/) });
    expect(await lobby.callerFor(game.id, taken.token)).toEqual({ gameId: game.id, role: 'seeker' });
    // Accepted: the seat is a player's, no longer waiting for its invite.
    expect((await lobby.getGame(game.id)).seats).toContainEqual({ role: 'seeker', claimed: true, invited: false, bot: null });
    // Once only: a second opening of the same link is refused.
    expect(await refusal(lobby.acceptInvite(game.id, 'seeker', invite.code))).toMatchObject({ code: 'ERR_INVITE_USED', status: 409 });
    expect(await lobby.callerFor(game.id, taken.token)).toEqual({ gameId: game.id, role: 'seeker' });
  });

  it('lets a player of the game replace an invite nobody has accepted (a lost link): the old code stops working, the new one works once', async () => {
    const { lobby } = gameServices();
    const game = await lobby.createGame('hide-and-seek', {});
    const hider = await lobby.callerFor(game.id, (await lobby.claimSeat(game.id, 'hider')).token);
    const spectator = { gameId: game.id, role: null };
    const lost = await lobby.inviteToSeat(hider, 'seeker');
    // Only a player of the game may replace it: a spectator cannot take the seat from the invite.
    expect(await refusal(lobby.inviteToSeat(spectator, 'seeker'))).toMatchObject({ code: 'ERR_SEAT_TAKEN', status: 409, rule: 'role' });
    const again = await lobby.inviteToSeat(hider, 'seeker');
    expect(again.code).not.toBe(lost.code);
    expect((await lobby.getGame(game.id)).seats).toContainEqual({ role: 'seeker', claimed: true, invited: true, bot: null });
    expect(await refusal(lobby.acceptInvite(game.id, 'seeker', lost.code))).toMatchObject({ code: 'ERR_INVITE_USED', status: 409 });
    const taken = await lobby.acceptInvite(game.id, 'seeker', again.code);
    expect(await lobby.callerFor(game.id, taken.token)).toEqual({ gameId: game.id, role: 'seeker' });
    // Accepted: the seat is the opponent's for good, and a player's own seat is never invited away.
    expect(await refusal(lobby.inviteToSeat(hider, 'seeker'))).toMatchObject({ code: 'ERR_SEAT_TAKEN', status: 409 });
    expect(await refusal(lobby.inviteToSeat(hider, 'hider'))).toMatchObject({ code: 'ERR_SEAT_TAKEN', status: 409 });
    expect(await lobby.callerFor(game.id, taken.token)).toEqual({ gameId: game.id, role: 'seeker' });
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
