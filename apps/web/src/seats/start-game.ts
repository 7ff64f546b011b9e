import { takeSeat } from './take-seat';

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
  const game = await browserClient(apiUrl).game(start.gameType).create(start.options as never, { bots: start.bots as never });
  await takeSeat(apiUrl, { gameType: start.gameType, gameId: game.id, role: start.role });
  return game.id;
}
