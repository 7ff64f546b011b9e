import type { AppendRequest } from './event-store';
import { toAppendOutcome, type AppendOutcome, type AppendRow } from './append-outcome';
import type { SqlQuery } from './sql-hot-path';
import { TurnBatcher } from './turn-batcher';

/** The most appends one statement carries; a busier turn sends several statements. */
export const MAX_APPENDS_PER_BATCH = 64;

/**
 * Append statements of one process running at once. The appends asked for while one runs wait for it and go
 * together in the next: fewer, larger statements and commits. Measured with the benchmark (README, *The command
 * path*), variants in rotated order: Postgres's CPU per command fell at 16 and 64 clients, and throughput rose at 64
 * clients (five rounds of six) but not at 16.
 */
export const APPEND_STATEMENTS_IN_FLIGHT = 1;

/**
 * Group commit: the appends of one turn of the event loop, and of the turns while the previous statement ran, go in
 * one `wargames_append_batch` statement, one round trip and one commit; an append alone goes as a plain
 * `wargames_append`. Each is answered as if it had been sent on its own (TurnBatcher).
 */
export class AppendBatcher {
  private readonly batcher: TurnBatcher<AppendRequest, AppendOutcome>;

  constructor(query: SqlQuery) {
    this.batcher = new TurnBatcher(
      {
        one: async (request) =>
          toAppendOutcome(
            request,
            await query<AppendRow>('wargames_append', 'SELECT * FROM wargames_append($1, $2, $3, $4, $5::jsonb, $6::jsonb)', [
              request.gameId,
              request.expectedVersion,
              request.actor,
              request.commandId,
              JSON.stringify(eventsOf(request)),
              request.outcome === undefined ? null : JSON.stringify(request.outcome),
            ]),
          ),
        many: async (requests) => {
          const rows = await query<AppendRow & { out_index: number }>('wargames_append_batch', 'SELECT * FROM wargames_append_batch($1::jsonb)', [
            JSON.stringify(requests.map(batchElement)),
          ]);
          const rowsByAppend: AppendRow[][] = requests.map(() => []);
          for (const row of rows) rowsByAppend[row.out_index]?.push(row);
          return requests.map((request, index) => toAppendOutcome(request, rowsByAppend[index] ?? []));
        },
      },
      MAX_APPENDS_PER_BATCH,
      APPEND_STATEMENTS_IN_FLIGHT,
    );
  }

  append(request: AppendRequest): Promise<AppendOutcome> {
    return this.batcher.submit(request);
  }
}

/** The events of an append as the append functions take them. */
export function eventsOf(request: AppendRequest) {
  return request.events.map((event) => ({ type: event.type, payload: event.payload }));
}

/** One element of wargames_append_batch's argument: an outcome left out is SQL NULL there. */
function batchElement(request: AppendRequest) {
  const { gameId, expectedVersion, actor, commandId, outcome } = request;
  return { gameId, expectedVersion, actor, commandId, events: eventsOf(request), ...(outcome === undefined ? {} : { outcome }) };
}
