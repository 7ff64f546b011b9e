import {
  ConcurrencyError,
  GameEndedError,
  SeatsChangedError,
  type AppendRequest,
  type AppendResult,
  type EventStore,
  type ListGamesQuery,
  type SeatingQuery,
  type SeatHold,
  type NewGame,
  type Seat,
  type StoredEvent,
  type StoredGame,
  type StreamNotification,
} from '@wargames/event-store';
import { ABORTED } from '@wargames/engine';

interface SeatRow extends Seat {
  tokenHash: string;
}

/**
 * The EventStore contract in memory, for the service's unit tests (the end-to-end tests use the real store on PGlite
 * and Postgres). Data is copied in and out through JSON, as a database would.
 */
export class InMemoryEventStore implements EventStore {
  private readonly games = new Map<string, StoredGame>();
  private readonly events = new Map<string, StoredEvent[]>();
  private readonly commands = new Map<string, { first: number; last: number }>();
  private readonly seats: SeatRow[] = [];
  /** When each finished game ended (its clock tick), as the store's ended_at. */
  private readonly endedAt = new Map<string, number>();
  private readonly listeners = new Set<(notification: StreamNotification) => void>();
  private position = 0;
  private clock = Date.parse('2026-01-01T00:00:00Z');
  closed = false;

  async createGame(input: NewGame): Promise<StoredGame> {
    if (this.games.has(input.id)) throw new Error(`game ${input.id} exists`);
    const now = this.tick();
    const game: StoredGame = {
      id: input.id,
      gameType: input.gameType,
      options: copy(input.options),
      version: 0,
      status: 'active',
      outcome: null,
      imported: input.imported ?? false,
      createdAt: now,
      updatedAt: now,
    };
    this.games.set(input.id, game);
    this.events.set(input.id, []);
    return game;
  }

  async getGame(id: string): Promise<StoredGame | null> {
    return this.games.get(id) ?? null;
  }

  async listGames(query: ListGamesQuery): Promise<StoredGame[]> {
    return [...this.games.values()]
      .filter(
        (game) =>
          (query.gameType === undefined || game.gameType === query.gameType) &&
          (query.status === undefined || game.status === query.status) &&
          (query.imported === undefined || game.imported === query.imported) &&
          (query.calledOff === undefined || this.isCalledOff(game) === query.calledOff) &&
          (query.seating === undefined || this.seatingMatches(game, query.seating)),
      )
      .reverse()
      // As the store lists them: finished games the latest ended first (a stable sort keeps the newest first on a tie).
      .sort((a, b) => (query.status === 'ended' ? (this.endedAt.get(b.id) ?? 0) - (this.endedAt.get(a.id) ?? 0) : 0))
      .slice(query.offset, query.offset + query.limit);
  }

  /** As the Postgres store reads a `calledOff` query: the stored outcome's reason. */
  private isCalledOff(game: StoredGame): boolean {
    const outcome = game.outcome as { reason?: unknown } | null;
    return outcome?.reason === ABORTED;
  }

  /** As the Postgres store reads a seating query: of the types named, a role without a seat (open) or none (full). */
  private seatingMatches(game: StoredGame, { seating, rolesByType }: SeatingQuery): boolean {
    const roles = rolesByType[game.gameType];
    if (!roles) return false;
    const held = (role: string) => this.seats.some((seat) => seat.gameId === game.id && seat.role === role);
    return seating === 'open' ? roles.some((role) => !held(role)) : roles.every(held);
  }

  async claimSeat(gameId: string, role: string, tokenHash: string): Promise<boolean> {
    if (!this.games.has(gameId)) throw new Error(`game ${gameId} does not exist`);
    if (this.games.get(gameId)?.status === 'ended') throw new GameEndedError(gameId);
    if (this.seats.some((seat) => (seat.gameId === gameId && seat.role === role) || seat.tokenHash === tokenHash)) return false;
    this.seats.push({ gameId, role, tokenHash, claimedAt: this.tick() });
    return true;
  }

  async renewSeat(gameId: string, role: string, fromHash: string, toHash: string): Promise<boolean> {
    const seat = this.seats.find((row) => row.gameId === gameId && row.role === role && row.tokenHash === fromHash);
    if (this.games.get(gameId)?.status === 'ended') throw new GameEndedError(gameId);
    if (!seat || this.seats.some((row) => row.tokenHash === toHash)) return false;
    seat.tokenHash = toHash;
    return true;
  }

  async findSeat(gameId: string, tokenHash: string): Promise<Seat | null> {
    const seat = this.seats.find((row) => row.gameId === gameId && row.tokenHash === tokenHash);
    return seat ? { ...seat } : null;
  }

  async listSeats(gameId: string): Promise<Seat[]> {
    return this.seats.filter((seat) => seat.gameId === gameId).map((seat) => ({ ...seat }));
  }

  async readStream(gameId: string, afterSeq = 0, limit?: number): Promise<StoredEvent[]> {
    const rows = (this.events.get(gameId) ?? []).filter((event) => event.seq > afterSeq);
    return copy(limit === undefined ? rows : rows.slice(0, limit)).map(revive);
  }

  async append(request: AppendRequest): Promise<AppendResult> {
    const game = this.games.get(request.gameId);
    if (!game) throw new Error(`game ${request.gameId} does not exist`);
    const stream = this.events.get(request.gameId) ?? [];
    const previous = this.commands.get(`${request.gameId}/${request.commandId}`);
    if (previous) {
      return { duplicate: true, events: stream.filter((event) => event.seq >= previous.first && event.seq <= previous.last) };
    }
    if (request.seatsAsRead && !this.seatsAre(request.gameId, request.seatsAsRead)) throw new SeatsChangedError(request.gameId);
    if (game.version !== request.expectedVersion) throw new ConcurrencyError(request.gameId, request.expectedVersion);
    const now = this.tick();
    const created = request.events.map((event, index): StoredEvent => ({
      gameId: request.gameId,
      seq: request.expectedVersion + index + 1,
      position: String(++this.position),
      type: event.type,
      payload: copy(event.payload),
      actor: request.actor,
      commandId: request.commandId,
      createdAt: now,
    }));
    stream.push(...created);
    const version = request.expectedVersion + created.length;
    this.commands.set(`${request.gameId}/${request.commandId}`, { first: request.expectedVersion + 1, last: version });
    if (request.outcome !== undefined) this.endedAt.set(request.gameId, now.getTime());
    this.games.set(request.gameId, {
      ...game,
      version,
      updatedAt: now,
      ...(request.outcome !== undefined ? { status: 'ended' as const, outcome: copy(request.outcome) } : {}),
    });
    const notification = { gameId: request.gameId, version };
    queueMicrotask(() => this.listeners.forEach((listener) => listener(notification)));
    return { duplicate: false, events: created };
  }

  /** As the Postgres store checks `seatsAsRead`: the same roles holding the same hashes. */
  private seatsAre(gameId: string, read: readonly SeatHold[]): boolean {
    const stored = this.seats.filter((seat) => seat.gameId === gameId);
    return stored.length === read.length && stored.every((seat) => read.some((each) => each.role === seat.role && each.tokenHash === seat.tokenHash));
  }

  subscribe(listener: (notification: StreamNotification) => void): () => void {
    const entry = (notification: StreamNotification) => listener(notification);
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }

  /** How many live subscriptions are open (tests check that none leak). */
  get listenerCount(): number {
    return this.listeners.size;
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('closed');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
  }

  private tick(): Date {
    this.clock += 1000;
    return new Date(this.clock);
  }
}

function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function revive(event: StoredEvent): StoredEvent {
  return { ...event, createdAt: new Date(event.createdAt) };
}
