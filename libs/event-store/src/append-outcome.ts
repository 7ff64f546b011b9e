import type { Json } from '@wargames/engine';
import type { AppendRequest, StoredEvent } from './event-store';

/** A row of wargames_append (and of wargames_append_batch, which adds out_index; of wargames_append_if_seats). */
export interface AppendRow {
  out_status: 'appended' | 'duplicate' | 'conflict' | 'not-found' | 'seats-changed' | 'event';
  out_seq: number | null;
  out_position: string | number | bigint | null;
  out_type: string | null;
  out_payload: Json | null;
  out_actor: string | null;
  out_command_id: string | null;
  out_created_at: Date | null;
}

export type AppendOutcome =
  | { readonly kind: 'appended' | 'duplicate'; readonly events: StoredEvent[] }
  | { readonly kind: 'conflict'; readonly version: number }
  | { readonly kind: 'not-found' | 'seats-changed' };

/** What one append's rows say: a head row (status), then its events. */
export function toAppendOutcome(request: AppendRequest, rows: readonly AppendRow[]): AppendOutcome {
  const { gameId, expectedVersion, actor, commandId, events } = request;
  const [head, ...eventRows] = rows;
  switch (head?.out_status) {
    case 'not-found':
    case 'seats-changed':
      return { kind: head.out_status };
    case 'conflict':
      return { kind: 'conflict', version: head.out_seq ?? 0 };
    case 'duplicate':
      return {
        kind: 'duplicate',
        events: eventRows.map((row) => ({
          gameId,
          seq: row.out_seq as number,
          position: String(row.out_position),
          type: row.out_type as string,
          payload: row.out_payload as Json,
          actor: row.out_actor,
          commandId: row.out_command_id,
          createdAt: row.out_created_at as Date,
        })),
      };
    case 'appended': {
      // The database answers what it chose (seq, position, time); the rest is what was sent.
      const stored = eventRows
        .map((row) => ({ row, event: events[(row.out_seq as number) - expectedVersion - 1] }))
        .sort((a, b) => (a.row.out_seq as number) - (b.row.out_seq as number));
      return {
        kind: 'appended',
        events: stored.map(({ row, event }) => ({
          gameId,
          seq: row.out_seq as number,
          position: String(row.out_position),
          type: event?.type as string,
          payload: event?.payload ?? null,
          actor,
          commandId,
          createdAt: row.out_created_at as Date,
        })),
      };
    }
    default:
      throw new Error(`wargames_append answered ${head?.out_status ?? 'nothing'}`);
  }
}
