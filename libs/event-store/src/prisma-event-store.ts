import type { Json } from '@wargames/engine';
import {
  ConcurrencyError,
  type AppendRequest,
  type AppendResult,
  type EventStore,
  type ListGamesQuery,
  type NewGame,
  type Seat,
  type StoredEvent,
  type StoredGame,
  type StreamNotification,
} from './event-store';
import { GameAlreadyExistsError } from './game-already-exists-error';
import { GameNotFoundError } from './game-not-found-error';
import { Prisma, type PrismaClient } from './generated/prisma/client';
import type { Event as EventRow, Game as GameRow, Seat as SeatRow } from './generated/prisma/client';
import { CommitNotifier } from './commit-notifier';
import { calledOffFilter } from './called-off-filter';
import { GameEndedError, SeatsChangedError } from './seat-errors';
import { SeatWrites, type SeatWriteResult } from './seat-writes';
import { seatingFilter } from './seating-filter';
import { SqlHotPath, type SqlQuery } from './sql-hot-path';
import { isConnectionLoss, StoreUnavailableError } from './store-unavailable-error';
import type { StreamNotificationHub } from './stream-notification-hub';

export interface PrismaEventStoreOptions {
  readonly prisma: PrismaClient;
  /** Plain SQL on the same database, for the hot path (header, seat and stream reads; appends). */
  readonly sql: SqlQuery;
  readonly hub: StreamNotificationHub;
  /** Where a failed notification is reported (the append it follows stands). */
  readonly onError: (error: unknown) => void;
  /** The least time between two notification statements (CommitNotifier's default when unset). */
  readonly notifyIntervalMs?: number;
  /** Releases the connections, listeners and database behind `prisma`, after Prisma has disconnected. */
  readonly release: () => Promise<void>;
}

/**
 * The one EventStore implementation over either backend (design.md, "Event store"): Prisma for the cold paths
 * (creating and listing games), plain SQL for the hot ones, the append being one round trip to the `wargames_append`
 * function, and for the seat writes, which lock the game's row (seat-writes.ts). A lost connection is reported as StoreUnavailableError; reads try once more first (the
 * pool replaces a terminated connection).
 */
export class PrismaEventStore implements EventStore {
  private readonly prisma: PrismaClient;
  private readonly hot: SqlHotPath;
  private readonly seatWrites: SeatWrites;
  private readonly notifier: CommitNotifier;
  private closing: Promise<void> | null = null;

  constructor(private readonly options: PrismaEventStoreOptions) {
    this.prisma = options.prisma;
    this.hot = new SqlHotPath(options.sql);
    this.seatWrites = new SeatWrites(options.sql);
    this.notifier = new CommitNotifier(options.sql, options.onError, options.notifyIntervalMs);
  }

  async createGame(input: NewGame): Promise<StoredGame> {
    try {
      const row = await this.prisma.game.create({
        data: { id: input.id, gameType: input.gameType, options: toJsonInput(input.options), imported: input.imported ?? false },
      });
      return toStoredGame(row);
    } catch (error) {
      if (hasPrismaCode(error, 'P2002')) throw new GameAlreadyExistsError(input.id);
      throw unavailableOr(error);
    }
  }

  getGame(id: string): Promise<StoredGame | null> {
    return readTwice(() => this.hot.getGame(id));
  }

  async listGames(query: ListGamesQuery): Promise<StoredGame[]> {
    const rows = await readTwice(() =>
      this.prisma.game.findMany({
      where: {
        ...(query.gameType !== undefined ? { gameType: query.gameType } : {}),
        ...(query.status !== undefined ? { status: query.status } : {}),
        ...(query.imported !== undefined ? { imported: query.imported } : {}),
        ...(query.calledOff !== undefined ? calledOffFilter(query.calledOff) : {}),
        // Every ended game has its end; saying so lets the scan of games_ended_at_idx skip the running games' nulls.
        ...(query.status === 'ended' ? { endedAt: { not: null } } : {}),
        ...(query.seating !== undefined ? seatingFilter(query.seating, query.gameType) : {}),
      },
      // Finished games the latest ended first; otherwise the newest first. Not by last move (updated_at): every append
      // changes it, so an index on it would cost each append its HOT update, and without one a page of the running games
      // took 120-220 ms against 25 ms by creation (20,000 games, 14,000 running; measured 5 December 2026).
      orderBy: query.status === 'ended' ? [{ endedAt: 'desc' }, { id: 'desc' }] : [{ createdAt: 'desc' }, { id: 'desc' }],
        take: nonNegativeInteger('limit', query.limit),
        skip: nonNegativeInteger('offset', query.offset),
      }),
    );
    return rows.map(toStoredGame);
  }

  async claimSeat(gameId: string, role: string, tokenHash: string): Promise<boolean> {
    // The role taken or the token hash already in use: either way, not claimed.
    return seatWritten(gameId, await this.seatWrites.claim(gameId, role, tokenHash).catch(throwUnavailableOr));
  }

  async renewSeat(gameId: string, role: string, fromHash: string, toHash: string): Promise<boolean> {
    // One conditional update: of two callers with the same `fromHash`, only the first finds it.
    return seatWritten(gameId, await this.seatWrites.renew(gameId, role, fromHash, toHash).catch(throwUnavailableOr));
  }

  findSeat(gameId: string, tokenHash: string): Promise<Seat | null> {
    return readTwice(() => this.hot.findSeat(gameId, tokenHash));
  }

  async listSeats(gameId: string): Promise<Seat[]> {
    const rows = await readTwice(() => this.prisma.seat.findMany({ where: { gameId }, orderBy: { claimedAt: 'asc' } }));
    return rows.map(toSeat);
  }

  readStream(gameId: string, afterSeq = 0, limit?: number): Promise<StoredEvent[]> {
    nonNegativeInteger('afterSeq', afterSeq);
    if (limit !== undefined) nonNegativeInteger('limit', limit);
    return readTwice(() => this.hot.readStream(gameId, afterSeq, limit));
  }

  async append(request: AppendRequest): Promise<AppendResult> {
    nonNegativeInteger('expectedVersion', request.expectedVersion);
    try {
      // An append allowed by the seats goes on its own, checked under the game's lock; every other one may be batched.
      const outcome = request.seatsAsRead ? await this.seatWrites.appendIfSeats(request) : await this.hot.append(request);
      switch (outcome.kind) {
        case 'not-found':
          throw new GameNotFoundError(request.gameId);
        case 'seats-changed':
          throw new SeatsChangedError(request.gameId);
        case 'conflict':
          throw new ConcurrencyError(request.gameId, request.expectedVersion);
        case 'duplicate':
          return this.toldAgain(request.gameId, { events: outcome.events, duplicate: true });
        case 'appended': {
          if (outcome.events.length > 0 || request.outcome !== undefined) {
            this.notifier.notify({ gameId: request.gameId, version: request.expectedVersion + outcome.events.length });
          }
          return { events: outcome.events, duplicate: false };
        }
      }
    } catch (error) {
      // Not retried here: the append may have committed before the connection went; the caller retries under the
      // same command id and is answered the stored result.
      if (isConnectionLoss(error)) throw new StoreUnavailableError(error);
      if (!isWriteConflict(error)) throw error;
      // A racing writer got in first (possible only when something else bypassed the row lock, or under a stricter
      // isolation level). If it stored this very command, this is a retry; otherwise the caller's version is stale.
      const previous = await this.findCommandResult(request.gameId, request.commandId).catch((lookup: unknown) => {
        throw unavailableOr(lookup);
      });
      if (previous) return this.toldAgain(request.gameId, previous);
      throw new ConcurrencyError(request.gameId, request.expectedVersion);
    }
  }

  subscribe(listener: (notification: StreamNotification) => void): () => void {
    return this.options.hub.subscribe(listener);
  }

  async ping(): Promise<void> {
    await this.hot.ping();
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      this.options.hub.clear();
      try {
        await this.notifier.flush();
        await this.prisma.$disconnect();
      } finally {
        await this.options.release();
      }
    })();
    return this.closing;
  }

  /** A retried command's first result, notified again: its first process may have stopped before notifying. */
  private toldAgain(gameId: string, result: AppendResult): AppendResult {
    const last = result.events.at(-1);
    if (last) this.notifier.notify({ gameId, version: last.seq });
    return result;
  }

  /** The first result of a command that was stored before, or null. */
  private async findCommandResult(gameId: string, commandId: string): Promise<AppendResult | null> {
    const command = await this.prisma.command.findUnique({ where: { gameId_commandId: { gameId, commandId } } });
    if (!command) return null;
    const rows = await this.prisma.event.findMany({
      where: { gameId, seq: { gte: command.firstSeq, lte: command.lastSeq } },
      orderBy: { seq: 'asc' },
    });
    return { events: rows.map(toStoredEvent), duplicate: true };
  }
}

function toJsonInput(value: Json): Prisma.InputJsonValue | typeof Prisma.JsonNull {
  return value === null ? Prisma.JsonNull : (value as Prisma.InputJsonValue);
}

function toStoredGame(row: GameRow): StoredGame {
  return {
    id: row.id,
    gameType: row.gameType,
    options: row.options as Json,
    version: row.version,
    status: row.status,
    outcome: (row.outcome ?? null) as Json | null,
    imported: row.imported,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toSeat(row: SeatRow): Seat {
  return { gameId: row.gameId, role: row.role, tokenHash: row.tokenHash, claimedAt: row.claimedAt };
}

function toStoredEvent(row: EventRow): StoredEvent {
  return {
    gameId: row.gameId,
    seq: row.seq,
    position: row.position.toString(),
    type: row.type,
    payload: row.payload as Json,
    actor: row.actor,
    commandId: row.commandId,
    createdAt: row.createdAt,
  };
}

function nonNegativeInteger(field: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${field} must be a non-negative integer, got ${value}`);
  }
  return value;
}

function hasPrismaCode(error: unknown, code: string): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === code;
}

/** A lost connection as StoreUnavailableError; any other error as it is. */
/** A seat write's result as the EventStore contract tells it. */
function seatWritten(gameId: string, result: SeatWriteResult): boolean {
  if (result === 'not-found') throw new GameNotFoundError(gameId);
  if (result === 'ended') throw new GameEndedError(gameId);
  return result === 'done';
}

function throwUnavailableOr(error: unknown): never {
  throw unavailableOr(error);
}

function unavailableOr(error: unknown): unknown {
  return isConnectionLoss(error) ? new StoreUnavailableError(error) : error;
}

/** A read, tried once more on a fresh connection if the first one was lost. */
async function readTwice<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isConnectionLoss(error)) throw error;
    try {
      return await read();
    } catch (again) {
      throw isConnectionLoss(again) ? new StoreUnavailableError(again) : again;
    }
  }
}

/** A unique-key violation or serialization failure caused by another writer. */
function isWriteConflict(error: unknown): boolean {
  // The driver's own errors carry the SQLSTATE.
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '23505' || code === '40001') return true;
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === 'P2002' || error.code === 'P2034') return true;
  // Raw queries report the database's own SQLSTATE.
  const sqlState = (error.meta as { code?: unknown } | undefined)?.code;
  return error.code === 'P2010' && (sqlState === '23505' || sqlState === '40001');
}
