import type { AnyGame } from '@wargames/engine';
import type { EventStore, StoredEvent, StoredGame } from '@wargames/event-store';
import { foldRows } from './command-steps';

/** A game's stream read up to `version`, with its folded state. */
export interface LoadedStream {
  readonly rows: readonly StoredEvent[];
  readonly state: unknown;
  readonly version: number;
  /**
   * False when the stream came from memory without asking the store (a `cached` load): another process may have
   * appended since. A command decided on it is still safe, since the append checks the version in the database.
   */
  readonly verified: boolean;
  /**
   * The rows of each command id, shared by the successive snapshots of one cached stream (appending to it never
   * changes a row already there): a snapshot's own are those up to its `version` (`commandRows`).
   */
  readonly commands: CommandIndex;
}

/**
 * How up to date a load must be. `fresh`: the newest stored rows (the store is asked for rows after the cached ones).
 * `cached`: what this process last knew, for commands (the append checks the version in the database). `atLeastVersion`:
 * what this process knows when that is at least the version a client already holds (read-your-writes, as after its own
 * command), else the newest stored rows.
 */
export type StreamFreshness = 'fresh' | 'cached' | { readonly atLeastVersion: number };

/** Rows by command id, in seq order. */
export type CommandIndex = Map<string, StoredEvent[]>;

/** The rows of a command id in a stream snapshot (none when the id is new there), without walking every row. */
export function commandRows(stream: LoadedStream, commandId: string): StoredEvent[] {
  const rows = stream.commands.get(commandId);
  if (!rows) return [];
  return (rows.at(-1)?.seq ?? 0) <= stream.version ? rows.slice() : rows.filter((row) => row.seq <= stream.version);
}

/** Adds rows that continue the stream to its index; rows already there (two readers of the same rows) are skipped. */
function indexRows(index: CommandIndex, rows: readonly StoredEvent[]): CommandIndex {
  for (const row of rows) {
    if (row.commandId === null) continue;
    const known = index.get(row.commandId);
    if (!known) index.set(row.commandId, [row]);
    else if ((known.at(-1)?.seq ?? 0) < row.seq) known.push(row);
  }
  return index;
}

/**
 * Keeps each recently used game's rows and folded state, so that a request reads only the rows appended since and
 * a command's own result is never folded again. The events stay the only truth: a plain load asks the store for
 * newer rows, whichever process wrote them; only a `cached` load (for commands) trusts memory, and an `atLeastVersion`
 * load when memory holds the version asked for.
 */
export class GameStreamCache {
  private readonly entries = new Map<string, LoadedStream>();
  private rowCount = 0;

  /**
   * At most `capacity` games and `maxRows` rows in all (a row with its payload is a few hundred bytes): the least
   * recently used games go first.
   */
  constructor(
    private readonly store: EventStore,
    private readonly capacity = 5000,
    private readonly maxRows = 150_000,
  ) {}

  async load(header: StoredGame, game: AnyGame, mode: StreamFreshness = 'fresh'): Promise<LoadedStream> {
    const cached = this.entries.get(header.id);
    if (cached && (mode === 'cached' || (typeof mode === 'object' && cached.version >= mode.atLeastVersion))) {
      this.remember(header.id, cached);
      return { ...cached, verified: false };
    }
    // An ended game's stream is complete (the service appends nothing after the end): no need to ask for more.
    if (cached && game.outcome(cached.state) !== null) {
      this.remember(header.id, cached);
      return cached;
    }
    const base: LoadedStream = cached ?? { rows: [], state: game.setup(header.options), version: 0, verified: true, commands: new Map() };
    const fresh = await this.store.readStream(header.id, base.version);
    if (fresh.length > 0 && fresh[0]?.seq !== base.version + 1) {
      // The stream does not continue the cached rows: never trust the cache over the store.
      this.forget(header.id, cached);
      return this.load(header, game);
    }
    const loaded: LoadedStream =
      fresh.length === 0
        ? { ...base, verified: true }
        : {
            rows: [...base.rows, ...fresh],
            state: foldRows(game, base.state, fresh),
            version: fresh[fresh.length - 1]?.seq ?? base.version,
            verified: true,
            commands: indexRows(base.commands, fresh),
          };
    this.remember(header.id, loaded);
    return loaded;
  }

  /**
   * Records a command this process has just appended on top of `before`: its rows and the state the game computed,
   * so that the next request needs neither a read nor a fold. Ignored unless it continues the cached stream.
   */
  advance(gameId: string, before: LoadedStream, rows: readonly StoredEvent[], state: unknown): void {
    const cached = this.entries.get(gameId);
    // Another snapshot of the same version (the stream read again from the start) has its own index: leave both be.
    if (cached && (cached.version !== before.version || cached.commands !== before.commands)) return;
    const first = rows[0];
    if (!first || first.seq !== before.version + 1) return;
    this.remember(gameId, {
      rows: [...before.rows, ...rows],
      state,
      version: rows[rows.length - 1]?.seq ?? before.version,
      verified: true,
      commands: indexRows(before.commands, rows),
    });
  }

  private remember(gameId: string, loaded: LoadedStream): void {
    const cached = this.entries.get(gameId);
    if (cached && cached.version > loaded.version) return;
    if (cached) this.forget(gameId, cached);
    this.entries.set(gameId, loaded);
    this.rowCount += loaded.rows.length;
    while (this.entries.size > 1 && (this.entries.size > this.capacity || this.rowCount > this.maxRows)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined || oldest === gameId) break;
      this.forget(oldest, this.entries.get(oldest));
    }
  }

  private forget(gameId: string, entry: LoadedStream | undefined): void {
    if (!entry) return;
    this.entries.delete(gameId);
    this.rowCount -= entry.rows.length;
  }
}
