import { EVENT_COLUMNS, toStoredEvent, type EventRow } from './event-row';
import type { StoredEvent } from './event-store';
import type { SqlQuery } from './sql-hot-path';
import { TurnBatcher } from './turn-batcher';

/** The most stream reads one statement carries. */
export const MAX_READS_PER_BATCH = 64;

interface StreamRead {
  readonly gameId: string;
  readonly afterSeq: number;
}

/**
 * The reads of one turn of the event loop (each: a game's rows after a seq, as the API's caches catch up before
 * answering a read request) in one statement; a read alone goes as the plain statement (TurnBatcher). Each read of
 * the batch is an index range scan of its own (LATERAL), in one snapshot.
 */
export class StreamReadBatcher {
  private readonly batcher: TurnBatcher<StreamRead, StoredEvent[]>;

  constructor(query: SqlQuery) {
    this.batcher = new TurnBatcher(
      {
        one: async ({ gameId, afterSeq }) => {
          const rows = await query<EventRow>('wargames_read_stream', `SELECT ${EVENT_COLUMNS} FROM events WHERE game_id = $1 AND seq > $2 ORDER BY seq`, [gameId, afterSeq]);
          return rows.map((row) => toStoredEvent(row, gameId));
        },
        many: async (reads) => {
          const rows = await query<EventRow & { read_index: string | number }>(
            'wargames_read_streams',
            `SELECT r.read_index, e.* FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS r(game_id, after_seq, read_index)
             CROSS JOIN LATERAL (SELECT ${EVENT_COLUMNS} FROM events x WHERE x.game_id = r.game_id AND x.seq > r.after_seq ORDER BY x.seq) AS e
             ORDER BY r.read_index, e.seq`,
            [reads.map((read) => read.gameId), reads.map((read) => read.afterSeq)],
          );
          const answers: StoredEvent[][] = reads.map(() => []);
          for (const row of rows) {
            const index = Number(row.read_index) - 1;
            const read = reads[index];
            if (read) answers[index]?.push(toStoredEvent(row, read.gameId));
          }
          return answers;
        },
      },
      MAX_READS_PER_BATCH,
    );
  }

  read(gameId: string, afterSeq: number): Promise<StoredEvent[]> {
    return this.batcher.submit({ gameId, afterSeq });
  }
}
