import { Inject, Injectable } from '@nestjs/common';
import { botFor, isBotLevel, BOT_LEVELS, type BotLevel } from '@wargames/bots';
import type { AnyGame } from '@wargames/engine';
import type { EventStore } from '@wargames/event-store';
import { EVENT_STORE } from '../app/tokens';
import { ApiError } from '../errors/api-error';
import { BOT_MARKER_LEVELS, botSeatMarker } from './bot-seat-marker';

/** Bot seats by role. */
export type BotSeatMap = Readonly<Record<string, BotLevel>>;

/** How many games' bot seats are remembered; seats never change once a game has been created. */
const CACHE_LIMIT = 10_000;

/** Which seats of a game a computer holds: given at creation, stored as seat claims, remembered in this process. */
@Injectable()
export class BotSeats {
  private readonly known = new Map<string, BotSeatMap>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Refuses a bot request the game cannot honour, before anything is stored. */
  check(game: AnyGame, bots: Readonly<Record<string, unknown>>): BotSeatMap {
    const checked: Record<string, BotLevel> = {};
    for (const [role, level] of Object.entries(bots)) {
      if (!game.roles.includes(role)) {
        throw ApiError.of('ERR_UNKNOWN_ROLE', 'bots', `${game.title} has no seat "${role}" for a bot; its seats are ${game.roles.join(', ')}`);
      }
      if (!isBotLevel(level)) throw ApiError.of('ERR_BAD_REQUEST', `bots.${role}`, `a bot level is one of ${BOT_LEVELS.join(', ')}`);
      if (!botFor(game.id, level)) throw ApiError.of('ERR_BAD_REQUEST', 'bots', `${game.title} has no computer players`);
      checked[role] = level;
    }
    return checked;
  }

  /** Claims each bot's seat for it. Called right after the game was created, so every seat is free. */
  async seat(gameId: string, bots: BotSeatMap): Promise<void> {
    for (const [role, level] of Object.entries(bots)) {
      if (!(await this.store.claimSeat(gameId, role, botSeatMarker(gameId, role, level)))) {
        throw ApiError.of('ERR_SEAT_TAKEN', 'bots', `the ${role} seat has been claimed already`);
      }
    }
    this.remember(gameId, bots);
  }

  /** The game's bot seats (none for most games). */
  async of(gameId: string): Promise<BotSeatMap> {
    const cached = this.known.get(gameId);
    if (cached) return cached;
    const found: Record<string, BotLevel> = {};
    for (const seat of await this.store.listSeats(gameId)) {
      for (const level of BOT_MARKER_LEVELS) {
        if (await this.store.findSeat(gameId, botSeatMarker(gameId, seat.role, level))) found[seat.role] = level;
      }
    }
    this.remember(gameId, found);
    return found;
  }

  private remember(gameId: string, bots: BotSeatMap): void {
    if (this.known.size >= CACHE_LIMIT) this.known.clear();
    this.known.set(gameId, bots);
  }
}
