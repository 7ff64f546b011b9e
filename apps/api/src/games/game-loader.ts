import { Inject, Injectable } from '@nestjs/common';
import type { AnyGame, GameRegistry, Outcome } from '@wargames/engine';
import type { EventStore, StoredGame } from '@wargames/event-store';
import { EVENT_STORE, GAME_REGISTRY } from '../app/tokens';
import { ApiError } from '../errors/api-error';
import { GameStreamCache, type LoadedStream } from './game-stream-cache';
import { truncate } from './input-checks';

/** A game's header, its rules and its stream, loaded together. */
export interface LoadedGame extends LoadedStream {
  readonly header: StoredGame;
  readonly game: AnyGame;
  readonly outcome: Outcome | null;
}

const GAME_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Finds a game's rules in the registry and its stream in the store (through a cache of folded states). */
@Injectable()
export class GameLoader {
  private readonly streams: GameStreamCache;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(GAME_REGISTRY) private readonly registry: GameRegistry,
  ) {
    this.streams = new GameStreamCache(store);
  }

  /** Every game type the service offers. */
  definitions(): readonly AnyGame[] {
    return this.registry.list();
  }

  /** A game type's rules; ERR_UNKNOWN_GAME_TYPE when there is none of that id. */
  definition(id: string): AnyGame {
    const game = this.registry.get(id);
    if (!game) {
      const known = this.registry.list().map((candidate) => candidate.id);
      throw ApiError.of('ERR_UNKNOWN_GAME_TYPE', 'gameType', `no game type "${truncate(id)}"; the games are ${known.join(', ')}`);
    }
    return game;
  }

  /** Whether the registry knows this game type (stored games of a removed type are left out of lists). */
  knows(gameType: string): boolean {
    return this.registry.get(gameType) !== undefined;
  }

  async header(gameId: string): Promise<StoredGame> {
    const header = GAME_ID_PATTERN.test(gameId) ? await this.store.getGame(gameId) : null;
    if (!header) throw ApiError.of('ERR_GAME_NOT_FOUND', 'gameId', `no game has the id "${truncate(gameId)}"`);
    return header;
  }

  async load(gameId: string): Promise<LoadedGame> {
    return this.loadHeader(await this.header(gameId));
  }

  async loadHeader(header: StoredGame): Promise<LoadedGame> {
    const game = this.definition(header.gameType);
    const stream = await this.streams.load(header, game);
    return { ...stream, header, game, outcome: game.outcome(stream.state) as Outcome | null };
  }
}
