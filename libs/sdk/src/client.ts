import { ClientContext } from './client-context';
import { GameTypeClient, type BotSeats, type ListGamesOptions } from './game-type-client';
import type { GameSession } from './game-session';
import type { GameSummary, GameTypeId, GameTypeInfo, OptionsOf } from './game-types';
import { GAME_TYPE_IDS } from './generated/games';
import { GameDocument, GameTypesDocument, GamesDocument } from './generated/graphql';
import type { GameRecord } from './generated/record';
import { HttpTransport, type FetchLike } from './http-transport';
import type { WebSocketConstructor } from './live/graphql-ws-feed';
import type { LiveTransport } from './live/live-events';
import type { RetryOptions } from './retry';

export interface WargamesClientOptions {
  /** The API's origin, e.g. http://127.0.0.1:3000. */
  readonly url: string;
  /** Defaults to the global fetch. */
  readonly fetch?: FetchLike;
  /**
   * A WebSocket class for live events: the browser's global one by default; Node 20 has none, so pass the `ws`
   * package's. Without one, live events come by Server-Sent Events.
   */
  readonly webSocket?: WebSocketConstructor;
  /** Live events transport; default `auto`. */
  readonly liveTransport?: LiveTransport;
  /** Retries of requests that may succeed later (429 with Retry-After, 502, 503, 504, ERR_CONTENDED, a dropped connection). */
  readonly retry?: RetryOptions;
  /** How the client waits between retries (tests). */
  readonly sleep?: (ms: number) => Promise<void>;
}

/** The Wargames API: game types, games, seats, commands, views, history, replays, records and live events. */
export class WargamesClient {
  private readonly context: ClientContext;

  constructor(options: WargamesClientOptions) {
    const fetchImpl = options.fetch ?? ((input: string, init?: RequestInit) => globalThis.fetch(input, init));
    const webSocket = options.webSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
    this.context = new ClientContext(
      new HttpTransport(options.url.replace(/\/+$/, ''), fetchImpl),
      options.retry,
      webSocket,
      options.liveTransport ?? 'auto',
      options.sleep,
    );
  }

  get url(): string {
    return this.context.http.baseUrl;
  }

  /** A typed handle on one game type: its commands, views, events and roles have that game's types. */
  game<T extends GameTypeId>(gameType: T): GameTypeClient<T> {
    return new GameTypeClient(this.context, gameType);
  }

  /** Creates a game; `bots` seats computer players by role: `createGame({ gameType: 'graf-spee', bots: { british: 'search' } })`. */
  createGame<T extends GameTypeId>(input: { gameType: T; options?: OptionsOf<T>; bots?: BotSeats<T> }): Promise<GameSummary> {
    return this.game(input.gameType).create(input.options, { bots: input.bots ?? {} });
  }

  /** Opens a game whose type you do not know yet: its summary tells it, and the session is typed as any game. */
  async open(gameId: string, options: { token?: string } = {}): Promise<{ summary: GameSummary; session: GameSession<GameTypeId> }> {
    const summary = await this.getGame(gameId);
    if (!isKnownGameType(summary.gameType)) throw new Error(`this SDK does not know the game type "${summary.gameType}"`);
    const session = this.game(summary.gameType).open(gameId, options) as GameSession<GameTypeId>;
    return { summary, session };
  }

  async gameTypes(): Promise<GameTypeInfo[]> {
    return (await this.context.graphql(GameTypesDocument, {}, { idempotent: true })).gameTypes;
  }

  /** Games of every type, newest first. */
  async games(options: ListGamesOptions & { gameType?: string } = {}): Promise<GameSummary[]> {
    const variables = { gameType: options.gameType ?? null, status: options.status ?? null, calledOff: options.calledOff ?? null, seating: options.seating ?? null, limit: options.limit ?? null, offset: options.offset ?? null };
    return (await this.context.graphql(GamesDocument, variables, { idempotent: true })).games;
  }

  async getGame(gameId: string): Promise<GameSummary> {
    return (await this.context.graphql(GameDocument, { gameId }, { idempotent: true })).game;
  }

  /** Imports a finished game record (REST): every step is decided again; the answer is the new, ended game. */
  async importRecord(record: GameRecord): Promise<GameSummary> {
    return this.context.retried(() => this.context.http.json<GameSummary>('POST', 'api/records', { body: record }), false);
  }
}

export function isKnownGameType(id: string): id is GameTypeId {
  return (GAME_TYPE_IDS as readonly string[]).includes(id);
}
