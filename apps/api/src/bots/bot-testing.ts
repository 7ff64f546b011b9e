import type { Caller } from '../games/game-models';
import type { GameServices } from '../testing/game-services';

/** A game with bots in some seats and a person's seat claimed: the person's caller. */
export async function seatedWithBots(services: GameServices, gameType: string, personRole: string, bots: Record<string, string>) {
  const game = await services.lobby.createGame(gameType, {}, bots);
  const token = (await services.lobby.claimSeat(game.id, personRole)).token;
  const caller: Caller = await services.lobby.callerFor(game.id, token);
  return { game, caller, token };
}
