import type { ApiClient } from '@wargames/api/testing/api-client';
import type { AnyGame } from '@wargames/engine';
import { gameRegistry } from '@wargames/games';
import type { Server } from './server';

/** A game and a client for each of its seats, by role. */
export interface SeatedGame {
  readonly gameId: string;
  readonly seats: Record<string, ApiClient>;
}

/** Creates a game over REST with its default options and claims every seat, each by its own client. */
export async function newSeatedGame(server: Server, gameType: string): Promise<SeatedGame> {
  const game = gameRegistry.get(gameType) as AnyGame;
  const created = await server.anonymous.post('/api/games', { gameType, options: {} });
  expect(created.status).toBe(201);
  const gameId = created.body.id as string;
  const seats: Record<string, ApiClient> = {};
  for (const role of game.roles) {
    const claim = await server.anonymous.post(`/api/games/${gameId}/seats/${role}`);
    expect(claim.status).toBe(201);
    seats[role] = server.anonymous.as(claim.body.token);
  }
  return { gameId, seats };
}

/** Creates a game over REST with its default options, computer players in the seats `bots` names; answers its id. */
export async function newGame(server: Server, gameType: string, bots: Record<string, string> = {}): Promise<string> {
  const created = await server.anonymous.post('/api/games', { gameType, options: {}, bots });
  expect(created.status).toBe(201);
  return created.body.id as string;
}
