import type { AnyGame } from '@wargames/engine';
import type { EventStore, StoredEvent, StoredGame } from '@wargames/event-store';
import { foldRows } from './command-steps';

/** A game's stream read up to `version`, with its folded state. */
export interface LoadedStream {
  readonly rows: readonly StoredEvent[];
  readonly state: unknown;
  readonly version: number;
}

/**
 * Keeps each recently used game's rows and folded state, so that a request reads only the rows appended since.
 * The events stay the only truth: every load asks the store for newer rows, whichever process wrote them.
 */
export class GameStreamCache {
  private readonly entries = new Map<string, LoadedStream>();

  constructor(
    private readonly store: EventStore,
    private readonly capacity = 500,
  ) {}

  async load(header: StoredGame, game: AnyGame): Promise<LoadedStream> {
    const cached = this.entries.get(header.id);
    const base: LoadedStream = cached ?? { rows: [], state: game.setup(header.options), version: 0 };
    const fresh = await this.store.readStream(header.id, base.version);
    if (fresh.length > 0 && fresh[0]?.seq !== base.version + 1) {
      // The stream does not continue the cached rows: never trust the cache over the store.
      this.entries.delete(header.id);
      return this.load(header, game);
    }
    const loaded: LoadedStream =
      fresh.length === 0
        ? base
        : { rows: [...base.rows, ...fresh], state: foldRows(game, base.state, fresh), version: fresh[fresh.length - 1]?.seq ?? base.version };
    this.remember(header.id, loaded);
    return loaded;
  }

  private remember(gameId: string, loaded: LoadedStream): void {
    const cached = this.entries.get(gameId);
    if (cached && cached.version > loaded.version) return;
    this.entries.delete(gameId);
    this.entries.set(gameId, loaded);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
