import { Inject, Injectable } from '@nestjs/common';
import { CLAIM_VICTORY, claimVictoryCommand, type AnyGame } from '@wargames/engine';
import { APP_CONFIG, CLOCK } from '../app/tokens';
import { BotSeats } from '../bots/bot-seats';
import type { AppConfig } from '../config/app-config';
import { ApiError } from '../errors/api-error';
import { AwaitedSeats } from './awaited-seats';
import type { LoadedGame } from './game-loader';
import { lastRow } from './stream-snapshot';

/**
 * When a player may claim the win (claim.ts): the game waits only for the other side, a person who came (not a seat
 * nobody has taken, where calling off is the way out, nor the computer, which never stops), and has waited for that
 * side's move at least `claimAfterMs` (WARGAMES_CLAIM_AFTER_MS) since the last event, or since the game was made when
 * nobody has moved. The game cannot see seats or time, so the service checks them here.
 */
@Injectable()
export class VictoryClaims {
  constructor(
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'claimAfterMs'>,
    private readonly awaitedSeats: AwaitedSeats,
    private readonly botSeats: BotSeats,
    @Inject(CLOCK) private readonly now: () => number,
  ) {}

  /**
   * From when `role` may claim the win if the other side does not move first, or null when it may not: its own move,
   * the end, or the computer or a seat nobody has come to on the other side (`awaited`, AwaitedSeats' answer, which
   * the caller has read already). The cheap checks come first, as legalCommands asks on every read of the command
   * path; the computer's seats are looked up only while the game waits for the other side. The wait runs from the last
   * event, or from the game's making when nobody has moved.
   */
  async claimableAt(loaded: LoadedGame, role: string | null, awaited: readonly string[]): Promise<Date | null> {
    if (role === null || loaded.outcome) return null;
    const pending = loaded.game.pending(loaded.state);
    if (pending.length === 0 || pending.includes(role) || !loaded.game.parseCommand(claimVictoryCommand).ok) return null;
    const bots = await this.botSeats.of(loaded.header.id);
    if (pending.some((each) => awaited.includes(each) || bots[each] !== undefined)) return null;
    const since = lastRow(loaded)?.createdAt ?? loaded.header.createdAt;
    return new Date(since.getTime() + this.config.claimAfterMs);
  }

  /**
   * Whether `role` may claim the win now. Once allowed, the seats that allowed it cannot change (a held seat is never
   * given up, and the other side's is held), so the append checks only that nobody has moved meanwhile (its version).
   */
  async allowedNow(loaded: LoadedGame, role: string): Promise<boolean> {
    const { awaited } = await this.awaitedSeats.othersAwaited(loaded.header.id, loaded.game.roles, role);
    return this.hasCome(await this.claimableAt(loaded, role, awaited));
  }

  /** Whether a claim's time (null: never) has come. */
  hasCome(at: Date | null): boolean {
    return at !== null && at.getTime() <= this.now();
  }

  /** The refusal of a claim sent when it is not allowed, naming what would allow it. */
  refusal(game: AnyGame): ApiError {
    const hours = this.config.claimAfterMs / 3_600_000;
    const wait = hours >= 1 ? `${Number(hours.toFixed(2))} hours` : `${this.config.claimAfterMs} ms`;
    return ApiError.of(
      'ERR_OPPONENT_NOT_IDLE',
      CLAIM_VICTORY,
      `${CLAIM_VICTORY}: the win can be claimed only when ${game.title} has waited ${wait} for the other side's move, and that side is a person who came (call a game off while a seat waits for its player)`,
    );
  }
}
