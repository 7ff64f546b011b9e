import type { Json } from '@wargames/engine';
import type { StoredEvent } from './event-store';

/** The columns of `events` that a read selects, as the driver gives them. */
export interface EventRow {
  game_id: string;
  seq: number;
  position: string | number | bigint;
  type: string;
  payload: Json;
  actor: string | null;
  command_id: string | null;
  created_at: Date;
}

/** The columns every read of events selects, in the order of EventRow. */
export const EVENT_COLUMNS = 'game_id, seq, position, type, payload, actor, command_id, created_at';

/** A row as a StoredEvent; every row of a stream shares the one game id string (memory: streams stay cached). */
export function toStoredEvent(row: EventRow, gameId: string): StoredEvent {
  return {
    gameId,
    seq: row.seq,
    position: String(row.position),
    type: row.type,
    payload: row.payload,
    actor: row.actor,
    commandId: row.command_id,
    createdAt: row.created_at,
  };
}
