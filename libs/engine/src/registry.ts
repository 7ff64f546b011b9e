import type { AnyGame } from './game-definition';

/** The games a service offers, by id. */
export interface GameRegistry {
  list(): readonly AnyGame[];
  get(id: string): AnyGame | undefined;
}

export function createRegistry(games: readonly AnyGame[]): GameRegistry {
  const byId = new Map<string, AnyGame>();
  for (const game of games) {
    if (byId.has(game.id)) throw new Error(`two games share the id "${game.id}"`);
    byId.set(game.id, game);
  }
  return { list: () => [...byId.values()], get: (id) => byId.get(id) };
}
