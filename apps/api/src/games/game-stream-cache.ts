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
}

/**
 * Keeps each recently used game's rows and folded state, so that a request reads only the rows appended since and
 * a command's own result is never folded again. The events stay the only truth: a plain load asks the store for
 * newer rows, whichever process wrote them; only a `cached` load (for commands) trusts memory.
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

  async load(header: StoredGame, game: AnyGame, mode: 'fresh' | 'cached' = 'fresh'): Promise<LoadedStream> {
    const cached = this.entries.get(header.id);
    if (cached && mode === 'cached') {
      this.remember(header.id, cached);
      return { ...cached, verified: false };
    }
    const base: LoadedStream = cached ?? { rows: [], state: game.setup(header.options), version: 0, verified: true };
    const fresh = await this.store.readStream(header.id, base.version);
    if (fresh.length > 0 && fresh[0]?.seq !== base.version + 1) {
      // The stream does not continue the cached rows: never trust the cache over the store.
      this.forget(header.id, cached);
      return this.load(header, game);
    }
    const loaded: LoadedStream =
      fresh.length === 0
        ? { ...base, verified: true }
        : { rows: [...base.rows, ...fresh], state: foldRows(game, base.state, fresh), version: fresh[fresh.length - 1]?.seq ?? base.version, verified: true };
    this.remember(header.id, loaded);
    return loaded;
  }

  /**
   * Records a command this process has just appended on top of `before`: its rows and the state the game computed,
   * so that the next request needs neither a read nor a fold. Ignored unless it continues the cached stream.
   */
  advance(gameId: string, before: LoadedStream, rows: readonly StoredEvent[], state: unknown): void {
    const cached = this.entries.get(gameId);
    if (cached && cached.version !== before.version) return;
    const first = rows[0];
    if (!first || first.seq !== before.version + 1) return;
    this.remember(gameId, { rows: [...before.rows, ...rows], state, version: rows[rows.length - 1]?.seq ?? before.version, verified: true });
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
