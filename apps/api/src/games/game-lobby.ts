import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { GameEndedError, type EventStore } from '@wargames/event-store';
import { LRUCache } from 'lru-cache';
import { EVENT_STORE } from '../app/tokens';
import { BotPlayer } from '../bots/bot-player';
import { BotSeats } from '../bots/bot-seats';
import { INVITE_CODE_PATTERN, inviteMarker, isInviteMarker, newInviteCode } from '../auth/seat-invite';
import { hashSeatToken, newSeatToken } from '../auth/seat-token';
import { ApiError } from '../errors/api-error';
import type { Caller, GameSummary, ListGamesInput, SeatClaim, SeatInvite } from './game-models';
import { GameLoader, type LoadedGame } from './game-loader';
import { nonNegative, pageSize } from './input-checks';
import { lastRow } from './stream-snapshot';
import { toJson } from './to-json';

const LIST_PAGE = { default: 20, max: 100 };
/** Claimed seats kept in memory by token hash, the least recently used forgotten first: a seat, once claimed, never changes hands. */
const SEAT_CAPACITY = 50_000;

/** Games as anyone may see them, and their seats: create, list, open, claim a seat, know a caller by token. */
@Injectable()
export class GameLobby {
  private readonly seats = new LRUCache<string, { gameId: string; role: string }>({ max: SEAT_CAPACITY });

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly loader: GameLoader,
    private readonly botSeats: BotSeats,
    private readonly botPlayer: BotPlayer,
  ) {}

  /** A new game; `bots` seats a computer player of a level in each role it names (they move as soon as it is their turn). */
  async createGame(gameType: string, rawOptions: unknown, bots: Readonly<Record<string, unknown>> = {}): Promise<GameSummary> {
    const game = this.loader.definition(gameType);
    const options = game.parseOptions(rawOptions ?? {});
    if (!options.ok) throw ApiError.fromRule(options.error);
    const botSeats = this.botSeats.check(game, bots);
    const header = await this.store.createGame({ id: randomUUID(), gameType: game.id, options: toJson(options.value) });
    await this.botSeats.seat(header.id, botSeats);
    if (Object.keys(botSeats).length > 0) this.botPlayer.wake(header.id);
    return this.summaryOf(await this.loader.loadHeader(header));
  }

  async listGames(input: ListGamesInput): Promise<GameSummary[]> {
    const limit = pageSize(input.limit, LIST_PAGE, 'limit');
    const offset = nonNegative(input.offset ?? 0, 'offset');
    const headers = await this.store.listGames({
      limit,
      offset,
      ...(input.gameType !== undefined ? { gameType: input.gameType } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.imported !== undefined ? { imported: input.imported } : {}),
      ...(input.calledOff !== undefined ? { calledOff: input.calledOff } : {}),
      // Which seats a game has is its rule: every known type's roles go to the store with the seating asked for.
      ...(input.seating !== undefined ? { seating: { seating: input.seating, rolesByType: Object.fromEntries(this.loader.definitions().map((game) => [game.id, game.roles])) } } : {}),
    });
    const known = headers.filter((header) => this.loader.knows(header.gameType));
    return Promise.all(known.map(async (header) => this.summaryOf(await this.loader.loadHeader(header))));
  }

  async getGame(gameId: string): Promise<GameSummary> {
    return this.summaryOf(await this.loader.load(gameId));
  }

  async claimSeat(gameId: string, role: string): Promise<SeatClaim> {
    const token = newSeatToken();
    await this.hold(gameId, role, hashSeatToken(token));
    return { gameId, role, token };
  }

  /**
   * Holds a free seat for an opponent: whoever first accepts the invite's code gets the seat's token, once. A player of
   * the game (the caller holds another of its seats) may also replace an invite to that seat that nobody has accepted
   * yet, a link lost or never sent: the old code stops working.
   */
  async inviteToSeat(caller: Caller, role: string): Promise<SeatInvite> {
    const { gameId } = caller;
    const code = newInviteCode();
    const player = caller.role !== null && caller.role !== role;
    const waiting = player ? (await this.store.listSeats(gameId)).find((seat) => seat.role === role && isInviteMarker(seat.tokenHash)) : undefined;
    if (!waiting) {
      await this.hold(gameId, role, inviteMarker(code));
      return { gameId, role, code };
    }
    await this.checkHoldable(gameId, role);
    // Only from the marker read just now: an invite accepted meanwhile keeps its seat.
    if (!(await this.whileRunning(gameId, role, () => this.store.renewSeat(gameId, role, waiting.tokenHash, inviteMarker(code))))) {
      throw ApiError.of('ERR_SEAT_TAKEN', 'role', `the ${role} seat has been taken meanwhile: its invite was accepted`);
    }
    return { gameId, role, code };
  }

  /**
   * Accepts an invite: the seat it holds gets a new token, answered here; the code never works again. Not once the game
   * has ended (called off while the invite waited, say): a seat in it would be a seat in nothing.
   */
  async acceptInvite(gameId: string, role: string, code: string): Promise<SeatClaim> {
    if (!INVITE_CODE_PATTERN.test(code)) throw ApiError.of('ERR_BAD_REQUEST', 'code', 'an invite code is "wgi_" and 43 characters of base64url');
    await this.checkHoldable(gameId, role);
    const token = newSeatToken();
    if (!(await this.whileRunning(gameId, role, () => this.store.renewSeat(gameId, role, inviteMarker(code), hashSeatToken(token))))) {
      throw ApiError.of('ERR_INVITE_USED', 'code', `this invite to the ${role} seat has been used already, or is not one of that seat`);
    }
    return { gameId, role, token };
  }

  /** Claims a free seat of a running game for a token hash or a marker. */
  private async hold(gameId: string, role: string, tokenHash: string): Promise<void> {
    await this.checkHoldable(gameId, role);
    if (!(await this.whileRunning(gameId, role, () => this.store.claimSeat(gameId, role, tokenHash)))) {
      throw ApiError.of('ERR_SEAT_TAKEN', 'role', `the ${role} seat has been claimed already`);
    }
  }

  /**
   * A seat write, refused as `checkHoldable` refuses it when the game ended between that check and the write (the
   * store refuses a seat in an ended game under the game's lock: called off meanwhile, say).
   */
  private async whileRunning(gameId: string, role: string, write: () => Promise<boolean>): Promise<boolean> {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof GameEndedError)) throw error;
      await this.checkHoldable(gameId, role);
      throw ApiError.of('ERR_GAME_OVER', 'seat', 'the game has ended: no seat can be claimed');
    }
  }

  /** A seat can be held only in a running game that has it. */
  private async checkHoldable(gameId: string, role: string): Promise<void> {
    const loaded = await this.loader.load(gameId);
    this.checkRole(loaded, role);
    if (loaded.outcome) throw ApiError.of('ERR_GAME_OVER', loaded.outcome.rule, 'the game has ended: no seat can be claimed');
  }

  private checkRole(loaded: LoadedGame, role: string): void {
    if (!loaded.game.roles.includes(role)) {
      throw ApiError.of('ERR_UNKNOWN_ROLE', 'role', `${loaded.game.title} has no seat "${role}"; its seats are ${loaded.game.roles.join(', ')}`);
    }
  }

  /** Who the caller is in this game: the seat its token holds, or a spectator without a token. */
  async callerFor(gameId: string, token: string | undefined): Promise<Caller> {
    const header = await this.loader.header(gameId);
    if (token === undefined) return { gameId: header.id, role: null };
    const tokenHash = hashSeatToken(token);
    const known = this.seats.get(tokenHash);
    if (known && known.gameId === header.id) return { gameId: header.id, role: known.role };
    const seat = known ? null : await this.store.findSeat(header.id, tokenHash);
    if (!seat) throw ApiError.of('ERR_UNAUTHENTICATED', 'Authorization', 'this token holds no seat in this game');
    this.seats.set(tokenHash, { gameId: seat.gameId, role: seat.role });
    return { gameId: header.id, role: seat.role };
  }

  private async summaryOf(loaded: LoadedGame): Promise<GameSummary> {
    const seats = new Map((await this.store.listSeats(loaded.header.id)).map((seat) => [seat.role, seat]));
    const bots = await this.botSeats.of(loaded.header.id);
    const lastMoveAt = lastRow(loaded)?.createdAt.toISOString() ?? null;
    return {
      id: loaded.header.id,
      gameType: loaded.game.id,
      title: loaded.game.title,
      options: loaded.header.options,
      status: loaded.outcome ? 'ended' : 'active',
      version: loaded.version,
      pending: loaded.game.pending(loaded.state),
      seats: loaded.game.roles.map((role) => {
        const held = seats.get(role);
        return { role, claimed: held !== undefined, invited: held !== undefined && isInviteMarker(held.tokenHash), bot: bots[role] ?? null };
      }),
      outcome: loaded.outcome,
      imported: loaded.header.imported,
      createdAt: loaded.header.createdAt.toISOString(),
      // The ending append stored its events and the game's ended_at in one transaction, at one time.
      endedAt: loaded.outcome ? lastMoveAt : null,
      lastMoveAt,
    };
  }
}
