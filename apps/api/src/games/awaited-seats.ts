import { Inject, Injectable } from '@nestjs/common';
import type { EventStore, SeatHold } from '@wargames/event-store';
import { LRUCache } from 'lru-cache';
import { EVENT_STORE } from '../app/tokens';
import { isInviteMarker } from '../auth/seat-invite';

/** Games whose every seat holds a player, kept by id: a held seat never empties again, so the answer never changes. */
const SEATED_CAPACITY = 50_000;

/**
 * Whether a game still waits for a player to come: a seat nobody has taken, or one an invite holds that nobody has
 * accepted. While one does, the players who came may call the game off (abort.ts); a computer's seat is held.
 */
@Injectable()
export class AwaitedSeats {
  private readonly seated = new LRUCache<string, true>({ max: SEATED_CAPACITY });

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /**
   * The seats of `roles`, other than `role`, that wait for their player (empty once everyone has come), and the seats
   * as read for that answer (none when it is remembered): a call-off's append goes only if they are still these.
   */
  async othersAwaited(gameId: string, roles: readonly string[], role: string): Promise<{ awaited: string[]; seats: readonly SeatHold[] }> {
    if (this.seated.has(gameId)) return { awaited: [], seats: [] };
    const seats = (await this.store.listSeats(gameId)).map(({ role: held, tokenHash }) => ({ role: held, tokenHash }));
    const held = new Map(seats.map((seat) => [seat.role, seat.tokenHash]));
    const awaited = roles.filter((each) => {
      const tokenHash = held.get(each);
      return tokenHash === undefined || isInviteMarker(tokenHash);
    });
    if (awaited.length === 0) this.seated.set(gameId, true);
    return { awaited: awaited.filter((each) => each !== role), seats };
  }
}
