import type { AnyGame } from '@wargames/engine';
import type { EventStore, StoredEvent, StoredGame } from '@wargames/event-store';
import { foldRows } from './command-steps';
import { extendStream, type LoadedStream } from './stream-snapshot';

/**
 * How up to date a load must be. `fresh`: the newest stored rows (the store is asked for rows after the cached ones).
 * `cached`: what this process last knew, for commands (the append checks the version in the database). `atLeastVersion`:
 * what this process knows when that is at least the version a client already holds (read-your-writes, as after its own
 * command), else the newest stored rows.
 */
export type StreamFreshness = 'fresh' | 'cached' | { readonly atLeastVersion: number };

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
    const base: LoadedStream = cached ?? { log: [], state: game.setup(header.options), version: 0, verified: true, commands: new Map() };
    const fresh = await this.store.readStream(header.id, base.version);
    if (fresh.length === 0) {
      const loaded: LoadedStream = { ...base, verified: true };
      this.remember(header.id, loaded);
      return loaded;
    }
    const extended = extendStream(base, fresh);
    if (!extended) {
      if (!cached) throw new Error(`the store's stream of game ${header.id} does not run from seq 1 without a gap`);
      // The stream does not continue the cached rows: never trust the cache over the store.
      this.forget(header.id, cached);
      return this.load(header, game);
    }
    const loaded: LoadedStream = {
      ...extended,
      state: foldRows(game, base.state, fresh),
      version: fresh[fresh.length - 1]?.seq ?? base.version,
      verified: true,
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
    if (rows.length === 0) return;
    const extended = extendStream(before, rows);
    if (!extended) return;
    this.remember(gameId, { ...extended, state, version: before.version + rows.length, verified: true });
  }

  private remember(gameId: string, loaded: LoadedStream): void {
    const cached = this.entries.get(gameId);
    if (cached && cached.version > loaded.version) return;
    if (cached) this.forget(gameId, cached);
    this.entries.set(gameId, loaded);
    this.rowCount += loaded.version;
    while (this.entries.size > 1 && (this.entries.size > this.capacity || this.rowCount > this.maxRows)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined || oldest === gameId) break;
      this.forget(oldest, this.entries.get(oldest));
    }
  }

  private forget(gameId: string, entry: LoadedStream | undefined): void {
    if (!entry) return;
    this.entries.delete(gameId);
    this.rowCount -= entry.version;
  }
}
