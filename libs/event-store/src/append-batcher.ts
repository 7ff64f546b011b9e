import type { AppendRequest } from './event-store';
import { toAppendOutcome, type AppendOutcome, type AppendRow } from './append-outcome';
import type { SqlQuery } from './sql-hot-path';
import { isConnectionLoss } from './store-unavailable-error';

/** The most appends one statement carries; a busier turn sends several statements. */
export const MAX_APPENDS_PER_BATCH = 64;

interface WaitingAppend {
  readonly request: AppendRequest;
  readonly resolve: (outcome: AppendOutcome) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit. The appends asked for in one turn of the event loop go to the database together, in one
 * `wargames_append_batch` statement: one round trip and one commit instead of one each. Under load a turn holds
 * several (about eight per turn at 64 clients in the benchmark); alone, an append waits for nothing but the end of
 * the turn and goes as a plain `wargames_append`. Each append is answered as if it had been sent on its own.
 */
export class AppendBatcher {
  private waiting: WaitingAppend[] = [];

  constructor(private readonly query: SqlQuery) {}

  append(request: AppendRequest): Promise<AppendOutcome> {
    return new Promise<AppendOutcome>((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => this.sendWaiting());
      this.waiting.push({ request, resolve, reject });
    });
  }

  private sendWaiting(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (let start = 0; start < waiting.length; start += MAX_APPENDS_PER_BATCH) {
      const batch = waiting.slice(start, start + MAX_APPENDS_PER_BATCH);
      void (batch.length === 1 ? this.sendOne(batch[0] as WaitingAppend) : this.sendBatch(batch));
    }
  }

  private async sendOne({ request, resolve, reject }: WaitingAppend): Promise<void> {
    try {
      const rows = await this.query<AppendRow>('wargames_append', 'SELECT * FROM wargames_append($1, $2, $3, $4, $5::jsonb, $6::jsonb)', [
        request.gameId,
        request.expectedVersion,
        request.actor,
        request.commandId,
        JSON.stringify(eventsOf(request)),
        request.outcome === undefined ? null : JSON.stringify(request.outcome),
      ]);
      resolve(toAppendOutcome(request, rows));
    } catch (error) {
      reject(error);
    }
  }

  private async sendBatch(batch: readonly WaitingAppend[]): Promise<void> {
    let rows: (AppendRow & { out_index: number })[];
    try {
      rows = await this.query('wargames_append_batch', 'SELECT * FROM wargames_append_batch($1::jsonb)', [
        JSON.stringify(batch.map(({ request }) => batchElement(request))),
      ]);
    } catch (error) {
      // A lost connection may have come before or after the commit: every append of the batch hears so, and its
      // caller sends it again under the same command id. Any other error rolled the whole batch back, so each
      // append goes again on its own, to get the answer (or error) that is its own.
      if (isConnectionLoss(error)) for (const append of batch) append.reject(error);
      else await Promise.all(batch.map((append) => this.sendOne(append)));
      return;
    }
    const rowsByAppend: AppendRow[][] = batch.map(() => []);
    for (const row of rows) rowsByAppend[row.out_index]?.push(row);
    batch.forEach((append, index) => {
      try {
        append.resolve(toAppendOutcome(append.request, rowsByAppend[index] ?? []));
      } catch (error) {
        append.reject(error);
      }
    });
  }
}

function eventsOf(request: AppendRequest) {
  return request.events.map((event) => ({ type: event.type, payload: event.payload }));
}

/** One element of wargames_append_batch's argument: an outcome left out is SQL NULL there. */
function batchElement(request: AppendRequest) {
  const { gameId, expectedVersion, actor, commandId, outcome } = request;
  return { gameId, expectedVersion, actor, commandId, events: eventsOf(request), ...(outcome === undefined ? {} : { outcome }) };
}
