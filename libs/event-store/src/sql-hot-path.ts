import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { Json } from '@wargames/engine';
import { AppendBatcher } from './append-batcher';
import type { AppendOutcome } from './append-outcome';
import { EVENT_COLUMNS, toStoredEvent, type EventRow } from './event-row';
import type { AppendRequest, Seat, StoredEvent, StoredGame } from './event-store';
import { StreamReadBatcher } from './stream-read-batcher';

/**
 * One parameterised statement on either backend. On Postgres the statement is prepared once per pooled connection
 * under `name` (no parse per call); PGlite has one in-process session.
 */
export type SqlQuery = <Row extends object>(name: string, text: string, params: readonly unknown[]) => Promise<Row[]>;

export function poolQuery(pool: Pool): SqlQuery {
  return async <Row extends object>(name: string, text: string, params: readonly unknown[]) =>
    (await pool.query<Row & Record<string, unknown>>({ name, text, values: [...params] })).rows;
}

export function pgliteQuery(db: PGlite): SqlQuery {
  return async <Row extends object>(_name: string, text: string, params: readonly unknown[]) => (await db.query<Row>(text, [...params])).rows;
}

interface GameRow {
  id: string;
  game_type: string;
  options: Json;
  version: number;
  status: 'active' | 'ended';
  outcome: Json | null;
  imported: boolean;
  created_at: Date;
  updated_at: Date;
}

/**
 * The statements of the hot path (every request reads a header or a seat; every command appends), in plain SQL on
 * the driver: Prisma's query engine cost more than the database work here. Cold paths stay on Prisma.
 */
export class SqlHotPath {
  private readonly appends: AppendBatcher;
  private readonly reads: StreamReadBatcher;

  constructor(private readonly query: SqlQuery) {
    this.appends = new AppendBatcher(query);
    this.reads = new StreamReadBatcher(query);
  }

  async getGame(id: string): Promise<StoredGame | null> {
    const rows = await this.query<GameRow>('wargames_get_game', 'SELECT id, game_type, options, version, status, outcome, imported, created_at, updated_at FROM games WHERE id = $1', [id]);
    const row = rows[0];
    return row ? toStoredGame(row) : null;
  }

  async findSeat(gameId: string, tokenHash: string): Promise<Seat | null> {
    const rows = await this.query<{ game_id: string; role: string; claimed_at: Date }>(
      'wargames_find_seat',
      'SELECT game_id, role, claimed_at FROM seats WHERE token_hash = $1',
      [tokenHash],
    );
    const row = rows[0];
    return row && row.game_id === gameId ? { gameId: row.game_id, role: row.role, tokenHash, claimedAt: row.claimed_at } : null;
  }

  /**
   * The rows of a stream after `afterSeq`. Without a limit (the API's caches catching up, on every read request) the
   * read goes with the other reads of this turn of the event loop (StreamReadBatcher).
   */
  async readStream(gameId: string, afterSeq: number, limit: number | undefined): Promise<StoredEvent[]> {
    if (limit === undefined) return this.reads.read(gameId, afterSeq);
    const rows = await this.query<EventRow>(
      'wargames_read_stream_page',
      `SELECT ${EVENT_COLUMNS} FROM events WHERE game_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
      [gameId, afterSeq, limit],
    );
    return rows.map((row) => toStoredEvent(row, gameId));
  }

  /**
   * The whole append in one round trip (the wargames_append function of the migrations), sent together with the
   * other appends of this turn of the event loop (AppendBatcher).
   */
  append(request: AppendRequest): Promise<AppendOutcome> {
    return this.appends.append(request);
  }

  async ping(): Promise<void> {
    await this.query('wargames_ping', 'SELECT 1 AS ok', []);
  }
}

function toStoredGame(row: GameRow): StoredGame {
  return {
    id: row.id,
    gameType: row.game_type,
    options: row.options,
    version: row.version,
    status: row.status,
    outcome: row.outcome ?? null,
    imported: row.imported,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
