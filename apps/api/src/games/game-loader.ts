import { Inject, Injectable } from '@nestjs/common';
import type { AnyGame, GameRegistry, Outcome } from '@wargames/engine';
import type { EventStore, StoredEvent, StoredGame } from '@wargames/event-store';
import { LRUCache } from 'lru-cache';
import { EVENT_STORE, GAME_REGISTRY } from '../app/tokens';
import { ApiError } from '../errors/api-error';
import { GameStreamCache, type StreamFreshness } from './game-stream-cache';
import type { LoadedStream } from './stream-snapshot';
import { truncate } from './input-checks';

/** A game's header, its rules and its stream, loaded together. */
export interface LoadedGame extends LoadedStream {
  readonly header: StoredGame;
  readonly game: AnyGame;
  readonly outcome: Outcome | null;
}

const GAME_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Headers kept in memory, the least recently read forgotten first: a game's id, type, options, import mark and creation time never change. */
const HEADER_CAPACITY = 20_000;

/** Finds a game's rules in the registry and its stream in the store (through a cache of folded states). */
@Injectable()
export class GameLoader {
  private readonly streams: GameStreamCache;
  private readonly headers = new LRUCache<string, StoredGame>({ max: HEADER_CAPACITY });

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

  /**
   * A game's header for its unchanging parts (id, type, options, imported, createdAt), from memory after the first
   * read; its version, status and outcome are those of the stream (`load`), never of this header.
   */
  async header(gameId: string): Promise<StoredGame> {
    const known = this.headers.get(gameId);
    if (known) return known;
    const header = GAME_ID_PATTERN.test(gameId) ? await this.store.getGame(gameId) : null;
    if (!header) throw ApiError.of('ERR_GAME_NOT_FOUND', 'gameId', `no game has the id "${truncate(gameId)}"`);
    this.headers.set(header.id, header);
    return header;
  }

  /**
   * The game with its stream: read up to date from the store, or as last known here (`cached`, for commands; or when
   * that is at least the version a client asks for, `atLeastVersion`).
   */
  async load(gameId: string, mode: StreamFreshness = 'fresh'): Promise<LoadedGame> {
    return this.loadHeader(await this.header(gameId), mode);
  }

  async loadHeader(header: StoredGame, mode: StreamFreshness = 'fresh'): Promise<LoadedGame> {
    const game = this.definition(header.gameType);
    const stream = await this.streams.load(header, game, mode);
    return { ...stream, header, game, outcome: game.outcome(stream.state) as Outcome | null };
  }

  /** Records the rows and state of a command appended here on top of `before`. */
  advance(before: LoadedGame, rows: readonly StoredEvent[], state: unknown): void {
    this.streams.advance(before.header.id, before, rows, state);
  }
}
