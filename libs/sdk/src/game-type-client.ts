import type { ClientContext } from './client-context';
import type { BotLevel, GameSummary, GameTypeId, GameTypeInfo, OptionsOf, RoleOf } from './game-types';
import { GameSession } from './game-session';
import { AcceptInviteDocument, ClaimSeatDocument, CreateGameDocument, GameTypeDocument, GamesDocument, InviteToSeatDocument } from './generated/graphql';

/** Computer players by role. */
export type BotSeats<T extends GameTypeId> = Partial<Record<RoleOf<T>, BotLevel>>;

export interface ListGamesOptions {
  readonly status?: 'active' | 'ended';
  /** true: only games called off before every player came (`isCalledOff`); false: every other game. */
  readonly calledOff?: boolean;
  /** open: only games with a seat nobody holds (with status active, the games one can join); full: every seat held, by a player or a computer. */
  readonly seating?: 'open' | 'full';
  /** 1–100, default 20. */
  readonly limit?: number;
  readonly offset?: number;
}

/** One game type, with its own command, view, event and role types: `client.game('graf-spee')`. */
export class GameTypeClient<T extends GameTypeId> {
  constructor(
    private readonly context: ClientContext,
    readonly gameType: T,
  ) {}

  /** Roles, options and command JSON Schemas, and the board data to draw the map. */
  async info(): Promise<GameTypeInfo> {
    return (await this.context.graphql(GameTypeDocument, { id: this.gameType }, { idempotent: true })).gameType;
  }

  /**
   * Creates a game (options after the game's defaults) and answers its summary, with its id. `bots` seats computer
   * players, which move by themselves: `{ british: 'search' }`.
   */
  async create(options?: OptionsOf<T>, seats: { bots?: BotSeats<T> } = {}): Promise<GameSummary> {
    const bots = Object.entries(seats.bots ?? {}).map(([role, level]) => ({ role, level: level as string }));
    const variables = { gameType: this.gameType, options: options ?? null, bots: bots.length > 0 ? bots : null };
    return (await this.context.graphql(CreateGameDocument, variables, { idempotent: false })).createGame;
  }

  /** Games of this type, newest first. */
  async list(options: ListGamesOptions = {}): Promise<GameSummary[]> {
    const variables = { gameType: this.gameType, status: options.status ?? null, calledOff: options.calledOff ?? null, seating: options.seating ?? null, limit: options.limit ?? null, offset: options.offset ?? null };
    return (await this.context.graphql(GamesDocument, variables, { idempotent: true })).games;
  }

  /** Claims a free seat; the session holds the secret token (`session.token`): keep it to come back. */
  async claim(gameId: string, role: RoleOf<T>): Promise<GameSession<T>> {
    const claim = (await this.context.graphql(ClaimSeatDocument, { gameId, role }, { idempotent: false })).claimSeat;
    return new GameSession(this.context, this.gameType, claim.gameId, claim.token, role);
  }

  /**
   * Holds a free seat for an opponent and answers the secret invite code to hand over. The seat is taken from now on;
   * whoever first accepts the code (`acceptInvite`) gets its token, and the code never works again.
   */
  async invite(gameId: string, role: RoleOf<T>): Promise<string> {
    return (await this.context.graphql(InviteToSeatDocument, { gameId, role }, { idempotent: false })).inviteToSeat.code;
  }

  /** Takes the seat an invite holds; the session holds its new secret token. A used invite is refused (ERR_INVITE_USED), as is one to a game that has ended (ERR_GAME_OVER). */
  async acceptInvite(gameId: string, role: RoleOf<T>, code: string): Promise<GameSession<T>> {
    const claim = (await this.context.graphql(AcceptInviteDocument, { gameId, role, code }, { idempotent: false })).acceptInvite;
    return new GameSession(this.context, this.gameType, claim.gameId, claim.token, role);
  }

  /** A game seen by a seat (with the seat token) or, without one, by a spectator. */
  open(gameId: string, options: { token?: string; role?: RoleOf<T> } = {}): GameSession<T> {
    return new GameSession(this.context, this.gameType, gameId, options.token, options.role);
  }
}
