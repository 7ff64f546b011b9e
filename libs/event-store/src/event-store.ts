import type { Json } from '@wargames/engine';

/** A game's stream header: which game, with which options, and how far it has got. */
export interface StoredGame {
  readonly id: string;
  /** The registry id of the game: 'graf-spee', 'arras'. */
  readonly gameType: string;
  readonly options: Json;
  /** Number of events in the stream (the last `seq`, 0 when empty). */
  readonly version: number;
  readonly status: 'active' | 'ended';
  /** Public outcome once ended (the engine's Outcome as JSON). */
  readonly outcome: Json | null;
  /** True for a game created by importing a record (nobody played it here). */
  readonly imported: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface NewGame {
  readonly id: string;
  readonly gameType: string;
  readonly options: Json;
  /** Set for a game created by importing a record; false when left out. */
  readonly imported?: boolean;
}

/** One stored event. `seq` counts from 1 inside a game; `position` orders events across all games. */
export interface StoredEvent {
  readonly gameId: string;
  readonly seq: number;
  readonly position: string;
  readonly type: string;
  readonly payload: Json;
  readonly actor: string | null;
  readonly commandId: string | null;
  readonly createdAt: Date;
}

export interface NewEvent {
  readonly type: string;
  readonly payload: Json;
}

export interface AppendRequest {
  readonly gameId: string;
  /** The version the caller decided on; the append fails with ConcurrencyError if the stream has moved on. */
  readonly expectedVersion: number;
  readonly actor: string;
  /** Client-supplied id: a second append with the same id returns the first result and stores nothing. */
  readonly commandId: string;
  readonly events: readonly NewEvent[];
  /** Set when these events end the game. */
  readonly outcome?: Json;
  /**
   * The game's seats as the caller read them, when the command was allowed by who sits where (calling a game off, only
   * while a seat waits): the append stores nothing and fails with SeatsChangedError if they are no longer these. Seat
   * writes and this check take the game's lock, so no seat can change between them and the commit.
   */
  readonly seatsAsRead?: readonly SeatHold[];
}

/** A seat as it was read: its role and what it held. */
export interface SeatHold {
  readonly role: string;
  readonly tokenHash: string;
}

export interface AppendResult {
  readonly events: readonly StoredEvent[];
  /** True when the command id had been stored before: `events` are the first result's. */
  readonly duplicate: boolean;
}

export interface Seat {
  readonly gameId: string;
  readonly role: string;
  /** What the seat holds: its token's hash, or a marker its claimer wrote in place of one (a computer's, an invite's). */
  readonly tokenHash: string;
  readonly claimedAt: Date;
}

/** Raised when another writer appended to the stream after the caller's expected version. */
export class ConcurrencyError extends Error {
  constructor(
    readonly gameId: string,
    readonly expectedVersion: number,
  ) {
    super(`game ${gameId} has moved past version ${expectedVersion}`);
    this.name = 'ConcurrencyError';
  }
}

/** A committed append, pushed to listeners in every process that serves the game. */
export interface StreamNotification {
  readonly gameId: string;
  /** The stream's version after the append. */
  readonly version: number;
}

/** Games newest first; with status 'ended', the latest ended first. */
export interface ListGamesQuery {
  readonly gameType?: string;
  readonly status?: 'active' | 'ended';
  /** Only imported games (true) or only played ones (false). */
  readonly imported?: boolean;
  /**
   * Only games called off before everyone came (true: ended with the outcome reason `aborted`, the engine's abort.ts),
   * or only the others (false), running or ended.
   */
  readonly calledOff?: boolean;
  /** Only games with a seat nobody holds (open), or only games whose every seat is held (full). */
  readonly seating?: SeatingQuery;
  readonly limit: number;
  readonly offset: number;
}

/**
 * Which seats a game has is the game's rule, not the store's: the caller names each game type's roles, and only games
 * of those types are listed. A seat is held once claimed, by a player or for a computer.
 */
export interface SeatingQuery {
  readonly seating: 'open' | 'full';
  readonly rolesByType: Readonly<Record<string, readonly string[]>>;
}

/**
 * The append-only event store (design.md, "Event store"). One implementation serves both real Postgres and embedded
 * PGlite: Prisma for the cold paths, plain SQL on the driver for the hot ones (an append is one round trip).
 */
export interface EventStore {
  createGame(input: NewGame): Promise<StoredGame>;
  getGame(id: string): Promise<StoredGame | null>;
  listGames(query: ListGamesQuery): Promise<StoredGame[]>;

  /**
   * Claims a free seat of a running game; false when it is taken, GameEndedError once the game has ended. Only the
   * token's hash is ever stored.
   */
  claimSeat(gameId: string, role: string, tokenHash: string): Promise<boolean>;
  /**
   * Gives a held seat a new token hash, only while it still holds `fromHash`: true once, false for a seat that holds
   * another hash (a used invite), GameEndedError once the game has ended. No token that ever worked is cached as
   * working after it, since `toHash` is new.
   */
  renewSeat(gameId: string, role: string, fromHash: string, toHash: string): Promise<boolean>;
  /** The role whose token hashes to `tokenHash` in that game, if any. */
  findSeat(gameId: string, tokenHash: string): Promise<Seat | null>;
  listSeats(gameId: string): Promise<Seat[]>;

  /** Events with seq > afterSeq, in order, at most `limit` of them. */
  readStream(gameId: string, afterSeq?: number, limit?: number): Promise<StoredEvent[]>;
  /** Atomic: all events or none. Throws ConcurrencyError on a stale expected version. */
  append(request: AppendRequest): Promise<AppendResult>;

  /** Live notification after commit; returns an unsubscribe function. */
  subscribe(listener: (notification: StreamNotification) => void): () => void;

  /** Readiness probe: the database answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
