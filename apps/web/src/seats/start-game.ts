import { notifySeatsChanged } from '@/lobby/use-held-seats';
import { saveSeat } from './seat-store';

/** A game to start: its type and options, the seat this browser takes, and the computer's level by seat. */
export interface GameToStart {
  readonly gameType: 'graf-spee' | 'arras';
  readonly role: string;
  readonly options: unknown;
  readonly bots: Readonly<Record<string, string>>;
}

/** Creates the game through the SDK and takes the seat, keeping its token in this browser; answers the new game's id. */
export async function startGame(apiUrl: string, start: GameToStart): Promise<string> {
  // The SDK loads when it is needed: a page's first paint does not wait for it.
  const { browserClient } = await import('@/sdk/browser');
  const games = browserClient(apiUrl).game(start.gameType);
  const game = await games.create(start.options as never, { bots: start.bots as never });
  const seat = await games.claim(game.id, start.role as never);
  saveSeat(window.localStorage, { gameId: game.id, gameType: start.gameType, role: start.role, token: seat.token as string });
  notifySeatsChanged();
  return game.id;
}
