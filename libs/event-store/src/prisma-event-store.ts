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
import { NOTIFICATION_CHANNEL, type StreamNotificationHub } from './stream-notification-hub';

type Transaction = Prisma.TransactionClient;

export interface PrismaEventStoreOptions {
  readonly prisma: PrismaClient;
  readonly hub: StreamNotificationHub;
  /** Postgres runs appends at READ COMMITTED whatever the server default; PGlite has one session and no choice. */
  readonly isolationLevel?: Prisma.TransactionIsolationLevel;
  /** Releases the connections, listeners and database behind `prisma`, after Prisma has disconnected. */
  readonly release: () => Promise<void>;
}

/** How long an append may wait for a connection (PGlite: for the one session) and how long it may then run. */
const TRANSACTION_LIMITS = { maxWait: 10_000, timeout: 15_000 };

/** The one EventStore implementation: Prisma over either driver adapter (design.md, "Event store"). */
export class PrismaEventStore implements EventStore {
  private readonly prisma: PrismaClient;
  private closing: Promise<void> | null = null;

  constructor(private readonly options: PrismaEventStoreOptions) {
    this.prisma = options.prisma;
  }

  async createGame(input: NewGame): Promise<StoredGame> {
    try {
      const row = await this.prisma.game.create({
        data: { id: input.id, gameType: input.gameType, options: toJsonInput(input.options), imported: input.imported ?? false },
      });
      return toStoredGame(row);
    } catch (error) {
      if (hasPrismaCode(error, 'P2002')) throw new GameAlreadyExistsError(input.id);
      throw error;
    }
  }

  async getGame(id: string): Promise<StoredGame | null> {
    const row = await this.prisma.game.findUnique({ where: { id } });
    return row ? toStoredGame(row) : null;
  }

  async listGames(query: ListGamesQuery): Promise<StoredGame[]> {
    const rows = await this.prisma.game.findMany({
      where: {
        ...(query.gameType !== undefined ? { gameType: query.gameType } : {}),
        ...(query.status !== undefined ? { status: query.status } : {}),
        ...(query.imported !== undefined ? { imported: query.imported } : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: nonNegativeInteger('limit', query.limit),
      skip: nonNegativeInteger('offset', query.offset),
    });
    return rows.map(toStoredGame);
  }

  async claimSeat(gameId: string, role: string, tokenHash: string): Promise<boolean> {
    try {
      await this.prisma.seat.create({ data: { gameId, role, tokenHash } });
      return true;
    } catch (error) {
      // The role is taken (primary key) or the token hash is already in use (unique): either way, not claimed.
      if (hasPrismaCode(error, 'P2002')) return false;
      if (hasPrismaCode(error, 'P2003')) throw new GameNotFoundError(gameId);
      throw error;
    }
  }

  async findSeat(gameId: string, tokenHash: string): Promise<Seat | null> {
    const row = await this.prisma.seat.findUnique({ where: { tokenHash } });
    return row && row.gameId === gameId ? toSeat(row) : null;
  }

  async listSeats(gameId: string): Promise<Seat[]> {
    const rows = await this.prisma.seat.findMany({ where: { gameId }, orderBy: { claimedAt: 'asc' } });
    return rows.map(toSeat);
  }

  async readStream(gameId: string, afterSeq = 0, limit?: number): Promise<StoredEvent[]> {
    const rows = await this.prisma.event.findMany({
      where: { gameId, seq: { gt: nonNegativeInteger('afterSeq', afterSeq) } },
      orderBy: { seq: 'asc' },
      ...(limit !== undefined ? { take: nonNegativeInteger('limit', limit) } : {}),
    });
    return rows.map(toStoredEvent);
  }

  async append(request: AppendRequest): Promise<AppendResult> {
    nonNegativeInteger('expectedVersion', request.expectedVersion);
    try {
      return await this.prisma.$transaction((tx) => this.appendInTransaction(tx, request), {
        ...TRANSACTION_LIMITS,
        ...(this.options.isolationLevel ? { isolationLevel: this.options.isolationLevel } : {}),
      });
    } catch (error) {
      if (!isWriteConflict(error)) throw error;
      // A racing writer got in first (possible only when something else bypassed the row lock, or under a stricter
      // isolation level). If it stored this very command, this is a retry; otherwise the caller's version is stale.
      const previous = await this.findCommandResult(this.prisma, request.gameId, request.commandId);
      if (previous) return previous;
      throw new ConcurrencyError(request.gameId, request.expectedVersion);
    }
  }

  subscribe(listener: (notification: StreamNotification) => void): () => void {
    return this.options.hub.subscribe(listener);
  }

  async ping(): Promise<void> {
    await this.prisma.$queryRaw`SELECT 1 AS ok`;
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      this.options.hub.clear();
      try {
        await this.prisma.$disconnect();
      } finally {
        await this.options.release();
      }
    })();
    return this.closing;
  }

  private async appendInTransaction(tx: Transaction, request: AppendRequest): Promise<AppendResult> {
    const { gameId, expectedVersion, commandId, actor, events } = request;
    // Lock the stream's header row: appends to one game queue here, so the checks below see every committed append.
    const locked = await tx.$queryRaw<{ version: number }[]>`SELECT version FROM games WHERE id = ${gameId} FOR UPDATE`;
    const current = locked[0];
    if (!current) throw new GameNotFoundError(gameId);

    const previous = await this.findCommandResult(tx, gameId, commandId);
    if (previous) return previous;
    if (current.version !== expectedVersion) throw new ConcurrencyError(gameId, expectedVersion);

    const version = expectedVersion + events.length;
    const created = await tx.event.createManyAndReturn({
      data: events.map((event, index) => ({
        gameId,
        seq: expectedVersion + index + 1,
        type: event.type,
        payload: toJsonInput(event.payload),
        actor,
        commandId,
      })),
    });
    if (request.outcome !== undefined) {
      await tx.$executeRaw`UPDATE games SET version = ${version}, status = 'ended', outcome = ${JSON.stringify(request.outcome)}::jsonb, updated_at = now() WHERE id = ${gameId}`;
    } else {
      await tx.$executeRaw`UPDATE games SET version = ${version}, updated_at = now() WHERE id = ${gameId}`;
    }
    await tx.command.create({
      data: { gameId, commandId, actor, firstSeq: expectedVersion + 1, lastSeq: version },
    });
    if (events.length > 0 || request.outcome !== undefined) {
      // Delivered to every listener when (and only if) this transaction commits.
      const payload = JSON.stringify({ gameId, version } satisfies StreamNotification);
      await tx.$executeRaw`SELECT pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`;
    }
    return { events: created.map(toStoredEvent).sort((a, b) => a.seq - b.seq), duplicate: false };
  }

  /** The first result of a command that was stored before, or null. */
  private async findCommandResult(
    db: Transaction | PrismaClient,
    gameId: string,
    commandId: string,
  ): Promise<AppendResult | null> {
    const command = await db.command.findUnique({ where: { gameId_commandId: { gameId, commandId } } });
    if (!command) return null;
    const rows = await db.event.findMany({
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
  return { gameId: row.gameId, role: row.role, claimedAt: row.claimedAt };
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

/** A unique-key violation or serialization failure caused by another writer. */
function isWriteConflict(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === 'P2002' || error.code === 'P2034') return true;
  // Raw queries report the database's own SQLSTATE.
  const sqlState = (error.meta as { code?: unknown } | undefined)?.code;
  return error.code === 'P2010' && (sqlState === '23505' || sqlState === '40001');
}
