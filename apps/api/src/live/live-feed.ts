import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@wargames/event-store';
import { SPECTATOR } from '@wargames/engine';
import { EVENT_STORE } from '../app/tokens';
import type { Json } from '@wargames/engine';
import type { Caller, GameViewResult, VisibleEntry } from '../games/game-models';
import { GameLoader } from '../games/game-loader';
import { legalFor, viewResult, visibleEntries } from '../games/caller-view';
import { actorsBySeq } from '../games/command-steps';
import { streamRowsFromCommandAfter } from '../games/stream-snapshot';
import { AsyncChannel } from './async-channel';
import { SubscriptionLimiter, type Subscriber } from '../throttling/subscription-limiter';

/** One pushed event, as the subscriber may see it. */
export interface LiveEvent extends VisibleEntry {
  readonly gameId: string;
  /** The game's version once this event's command was stored. */
  readonly version: number;
  /**
   * Asked for (`withPosition`): on the last event of each push, the subscriber's view at `version` (its own viewer,
   * as `view` reads it) and its legal commands then; null on the others. A screen draws it without asking again.
   */
  readonly view?: GameViewResult | null;
  readonly legal?: readonly Json[] | null;
}

export interface WatchOptions {
  /** Also send the subscriber's view and legal commands with the last event of each push. */
  readonly withPosition?: boolean;
}

/**
 * How often this process reads every game it has live feeds on without being notified. Notifications are sent after
 * the commit and the append does not wait for them (CommitNotifier), so a process that stops in between loses
 * them; this bounds how long a subscriber on another process can miss an event. One indexed read per watched game
 * per interval, all in one turn of the event loop (so they go to the store together).
 */
export const LIVE_RECHECK_MS = 10_000;

/**
 * Live events of one game for one caller, fed by the store's notifications (Postgres LISTEN/NOTIFY, so appends
 * made by any API process arrive). Each event passes through the game's `redact` for the caller's own viewer;
 * events it may not see are skipped. The stream completes after the game's last event.
 */
@Injectable()
export class LiveFeed {
  /**
   * The open feeds by game: each is told the versions its game is heard to have reached, from the store's
   * notifications and from the recheck. One store subscription and one timer serve them all while any is open.
   */
  private readonly watched = new Map<string, Set<(version: number) => void>>();
  private following: { unsubscribe(): void; recheck: NodeJS.Timeout } | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly loader: GameLoader,
    private readonly limiter: SubscriptionLimiter,
  ) {}

  /** A new live feed for the caller; counted against the subscriber's open feeds until it closes (or is refused). */
  async watch(caller: Caller, subscriber: Subscriber, afterSeq?: number, options: WatchOptions = {}): Promise<AsyncIterableIterator<LiveEvent>> {
    const release = this.limiter.acquire(subscriber);
    try {
      return await this.open(caller, release, afterSeq, options.withPosition ?? false);
    } catch (error) {
      release();
      throw error;
    }
  }

  private async open(caller: Caller, release: () => void, afterSeq: number | undefined, withPosition: boolean): Promise<AsyncIterableIterator<LiveEvent>> {
    const start = await this.loader.load(caller.gameId);
    let cursor = afterSeq === undefined ? start.version : Math.max(0, Math.min(afterSeq, start.version));
    let pumping = false;
    let again = false;
    /** The highest version the store has announced: the pump reads at least that far. */
    let announced = start.version;
    const viewer = caller.role ?? SPECTATOR;

    const pump = async (): Promise<void> => {
      if (pumping) {
        again = true;
        return;
      }
      pumping = true;
      try {
        do {
          again = false;
          // A command stored by this process has already advanced the loader's cache to the announced version: no
          // need to read the store again (a command stored by another process is read fresh).
          const known = await this.loader.load(caller.gameId, 'cached');
          const loaded = known.version >= announced ? known : await this.loader.load(caller.gameId);
          if (channel.isClosed) return;
          // Only the commands since the cursor: a push to a long game's feed costs its new rows, not the whole stream.
          const recent = streamRowsFromCommandAfter(loaded, cursor);
          const fresh = recent.filter((row) => row.seq > cursor);
          const actors = actorsBySeq(recent);
          const entries = visibleEntries(loaded.game, fresh, viewer, actors);
          entries.forEach((entry, i) => {
            const pushed: LiveEvent = { ...entry, gameId: caller.gameId, version: loaded.version };
            if (!withPosition) channel.push(pushed);
            else if (i < entries.length - 1) channel.push({ ...pushed, view: null, legal: null });
            // The same state and the caller's own viewer that `view` and `legalCommands` would read at this version.
            else channel.push({ ...pushed, view: viewResult(loaded, caller, viewer, loaded.state, loaded.version), legal: legalFor(loaded.game, loaded.state, caller.role) });
          });
          cursor = Math.max(cursor, loaded.version);
          if (loaded.outcome) channel.close();
        } while (again && !channel.isClosed);
      } catch (error) {
        channel.fail(error);
      } finally {
        pumping = false;
      }
    };

    const heard = (version: number) => {
      announced = Math.max(announced, version);
      if (version > cursor) void pump();
    };
    const unfollow = this.follow(caller.gameId, heard);
    const channel = new AsyncChannel<LiveEvent>(() => {
      unfollow();
      release();
    });
    void pump();
    return channel;
  }

  /** Tells a feed of its game's versions until the returned function is called. */
  private follow(gameId: string, heard: (version: number) => void): () => void {
    let feeds = this.watched.get(gameId);
    if (!feeds) this.watched.set(gameId, (feeds = new Set()));
    feeds.add(heard);
    this.following ??= {
      unsubscribe: this.store.subscribe((notification) => this.tell(notification.gameId, notification.version)),
      recheck: setInterval(() => this.recheckAll(), LIVE_RECHECK_MS).unref(),
    };
    return () => {
      feeds.delete(heard);
      if (feeds.size === 0 && this.watched.get(gameId) === feeds) this.watched.delete(gameId);
      if (this.watched.size === 0 && this.following) {
        this.following.unsubscribe();
        clearInterval(this.following.recheck);
        this.following = null;
      }
    };
  }

  private tell(gameId: string, version: number): void {
    const feeds = this.watched.get(gameId);
    if (feeds) for (const heard of [...feeds]) heard(version);
  }

  /** Reads each watched game once and tells its feeds the version found (the loader's cache is then up to date). */
  private recheckAll(): void {
    for (const gameId of this.watched.keys()) {
      this.loader.load(gameId).then(
        (loaded) => this.tell(gameId, loaded.version),
        // The database away: the feeds stay open, and the next notification or recheck reads again.
        () => undefined,
      );
    }
  }
}
