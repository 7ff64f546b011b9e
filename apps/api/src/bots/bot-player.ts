import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { BotLevel } from '@wargames/bots';
import type { EventStore } from '@wargames/event-store';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG, EVENT_STORE } from '../app/tokens';
import type { AppConfig } from '../config/app-config';
import { ApiError } from '../errors/api-error';
import { legalFor, visibleEntries } from '../games/caller-view';
import { CommandSubmission } from '../games/command-submission';
import { GameLoader } from '../games/game-loader';
import { streamRows } from '../games/stream-snapshot';
import { BotSeats } from './bot-seats';
import { BotWorkers } from './bot-workers';

/** Games read at once when looking for bots to resume at start-up. */
const RESUME_PAGE = 100;
/** How long a bot waits when its seat's command rate is spent (WARGAMES_COMMAND_RATE). */
const RATE_PAUSE_MS = 250;
/** A game whose bot play failed (a lost worker, the database away) is tried again after 0.25, 0.5, 1, 2, 4 s. */
const RETRY_FIRST_MS = 250;
const RETRIES = 5;
/**
 * How often this process looks again at the running games with bots it knows of, without being notified: a
 * notification lost with a process that stopped between a commit and its notification (CommitNotifier) would
 * otherwise leave a bot that is to move waiting until a process starts.
 */
export const BOT_RECHECK_MS = 10_000;
/** How many running games with bots are remembered for the recheck (the least recently played forgotten first). */
const BOT_GAMES_LIMIT = 10_000;

/**
 * Plays every bot seat of this process's games. It reacts to the change feed (any process's commit on the game), and
 * on start-up resumes every running game where a bot is to move. A bot sees its seat's view, legal commands and
 * redacted history, and sends its command through the same path as any client, with an id made of its role and the
 * version it decided on: if two processes both play the bot, or a restart repeats a decision, the store keeps one.
 * The decisions themselves run on worker threads (`BotWorkers`), so a long search holds up no request.
 */
@Injectable()
export class BotPlayer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('BotPlayer');
  /** Games being played now, and whether they changed meanwhile (then they are looked at again). */
  private readonly running = new Map<string, { again: boolean }>();
  private readonly idle = new Set<() => void>();
  /** Running games with bot seats, looked at again every BOT_RECHECK_MS. */
  private readonly botGames = new LRUCache<string, true>({ max: BOT_GAMES_LIMIT });
  private recheck: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private stopped = false;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly loader: GameLoader,
    private readonly commands: CommandSubmission,
    private readonly seats: BotSeats,
    private readonly workers: BotWorkers,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.playBots) {
      this.stopped = true;
      return;
    }
    this.unsubscribe = this.store.subscribe((notification) => this.wake(notification.gameId));
    this.recheck = setInterval(() => {
      for (const gameId of [...this.botGames.keys()]) this.wake(gameId);
    }, BOT_RECHECK_MS).unref();
    for (let offset = 0; ; offset += RESUME_PAGE) {
      const games = await this.store.listGames({ status: 'active', limit: RESUME_PAGE, offset });
      for (const game of games) if (this.loader.knows(game.gameType) && Object.keys(await this.seats.of(game.id)).length > 0) this.wake(game.id);
      if (games.length < RESUME_PAGE) break;
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.recheck) clearInterval(this.recheck);
    await this.workers.close();
  }

  /** Looks at a game soon: a bot may have to move. Calls for a game already being played are folded into one. */
  wake(gameId: string): void {
    if (this.stopped) return;
    const current = this.running.get(gameId);
    if (current) {
      current.again = true;
      return;
    }
    const run = { again: true };
    this.running.set(gameId, run);
    void (async () => {
      let failures = 0;
      try {
        while (run.again && !this.stopped) {
          run.again = false;
          try {
            await this.playWhileBotsMove(gameId);
            failures = 0;
          } catch (error) {
            // A decision cut short by the shutdown is not an error: the next process decides it again.
            if (this.stopped) return;
            const reason = error instanceof Error ? error.message : String(error);
            // Nothing else would wake the game if its opponent is waiting for the bot: try again, a few times.
            if (++failures > RETRIES) {
              this.logger.error(`bot play in game ${gameId} stopped after ${RETRIES} retries: ${reason}`);
              return;
            }
            const wait = RETRY_FIRST_MS * 2 ** (failures - 1);
            this.logger.warn(`bot play in game ${gameId} failed (${reason}); trying again in ${wait} ms`);
            await new Promise((resolve) => setTimeout(resolve, wait).unref());
            run.again = true;
          }
        }
      } finally {
        this.running.delete(gameId);
        if (this.running.size === 0) for (const resolve of this.idle) resolve();
      }
    })();
  }

  /** Resolves when no game is being played (tests). */
  settled(): Promise<void> {
    if (this.running.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.idle.delete(done);
        resolve();
      };
      this.idle.add(done);
    });
  }

  private async playWhileBotsMove(gameId: string): Promise<void> {
    const bots = await this.seats.of(gameId);
    if (Object.keys(bots).length === 0) return;
    this.botGames.set(gameId, true);
    while (!this.stopped) {
      const loaded = await this.loader.load(gameId);
      if (loaded.outcome) {
        this.botGames.delete(gameId);
        return;
      }
      const role = loaded.game.pending(loaded.state).find((pending: string) => bots[pending] !== undefined);
      if (role === undefined) return;
      const level = bots[role] as BotLevel;
      const legal = legalFor(loaded.game, loaded.state, role);
      const history = visibleEntries(loaded.game, streamRows(loaded), role, new Map()).map((entry) => entry.event);
      const command = await this.workers.decide({
        level,
        seat: { gameType: loaded.game.id, options: loaded.header.options, role, view: loaded.game.view(loaded.state, role), legal: legal as never[], history },
        seed: [gameId, role, loaded.version],
      });
      if (this.stopped) return;
      try {
        await this.commands.submit({ gameId, role }, { commandId: `bot-${role}-${loaded.version}`, expectedVersion: loaded.version, command });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // Another writer got in first: decide again on the new position. A spent command rate: wait for it.
        if (error.code === 'ERR_STALE_VERSION' || error.code === 'ERR_CONTENDED') continue;
        if (error.code === 'ERR_RATE_LIMITED') {
          await new Promise((resolve) => setTimeout(resolve, RATE_PAUSE_MS));
          continue;
        }
        throw error;
      }
    }
  }
}
