import type { StoredEvent } from '@wargames/event-store';
import { rowsFromCommandAfter } from './command-steps';

/**
 * A game's stream read up to `version`, with its folded state. Successive snapshots of one cached stream share its
 * log and its command index, both only ever appended to (a row already there never changes); a snapshot's own part
 * of each is what lies up to its `version`.
 */
export interface LoadedStream {
  /**
   * Every row this process holds of the stream, in seq order from seq 1, appended to in place: read a snapshot's
   * rows with `streamRows`, never past its `version`. A copy per command made each command's cost grow with its game
   * (the copy, and the garbage every scavenge had to move).
   */
  readonly log: readonly StoredEvent[];
  readonly state: unknown;
  /** The last seq, and so the number of rows (seqs count from 1 without gaps). */
  readonly version: number;
  /**
   * False when the stream came from memory without asking the store (a `cached` load): another process may have
   * appended since. A command decided on it is still safe, since the append checks the version in the database.
   */
  readonly verified: boolean;
  /** The rows of each command id (`commandRows`). */
  readonly commands: CommandIndex;
}

/** Rows by command id, in seq order. */
export type CommandIndex = Map<string, StoredEvent[]>;

/** A snapshot's rows, seq 1 to its version: a copy, which a later append to the shared log leaves as it is. */
export function streamRows(stream: LoadedStream): StoredEvent[] {
  return stream.log.slice(0, stream.version);
}

/** A snapshot's rows from the command that holds the first row after `afterSeq` (`rowsFromCommandAfter`), copying only those. */
export function streamRowsFromCommandAfter(stream: LoadedStream, afterSeq: number): readonly StoredEvent[] {
  return rowsFromCommandAfter(stream.log, afterSeq, stream.version);
}

/** A snapshot's last row (none for an empty stream), without copying its rows. */
export function lastRow(stream: LoadedStream): StoredEvent | undefined {
  return stream.version > 0 ? stream.log[stream.version - 1] : undefined;
}

/** The rows of a command id in a stream snapshot (none when the id is new there), without walking every row. */
export function commandRows(stream: LoadedStream, commandId: string): StoredEvent[] {
  const rows = stream.commands.get(commandId);
  if (!rows) return [];
  return (rows.at(-1)?.seq ?? 0) <= stream.version ? rows.slice() : rows.filter((row) => row.seq <= stream.version);
}

/**
 * A snapshot's log and index with `rows` after its `version`, appended to in place; rows already there (two readers
 * of the same rows, or an append read back) are skipped, since a seq names one stored row. Undefined when the rows
 * do not continue the snapshot (seq version + 1 onwards, without a gap): the caller then trusts the store, not memory.
 */
export function extendStream(
  stream: Pick<LoadedStream, 'log' | 'version' | 'commands'>,
  rows: readonly StoredEvent[],
): Pick<LoadedStream, 'log' | 'commands'> | undefined {
  const log = stream.log as StoredEvent[];
  if (log.length < stream.version || !rows.every((row, index) => row.seq === stream.version + 1 + index)) return undefined;
  for (const row of rows) if (row.seq === log.length + 1) log.push(row);
  return { log, commands: indexRows(stream.commands, rows) };
}

function indexRows(index: CommandIndex, rows: readonly StoredEvent[]): CommandIndex {
  for (const row of rows) {
    if (row.commandId === null) continue;
    const known = index.get(row.commandId);
    if (!known) index.set(row.commandId, [row]);
    else if ((known.at(-1)?.seq ?? 0) < row.seq) known.push(row);
  }
  return index;
}
