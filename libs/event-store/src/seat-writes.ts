import { eventsOf } from './append-batcher';
import { toAppendOutcome, type AppendOutcome, type AppendRow } from './append-outcome';
import type { AppendRequest } from './event-store';
import type { SqlQuery } from './sql-hot-path';

/** What a seat write did: done, or why not (the seat held otherwise, no such game, or the game over). */
export type SeatWriteResult = 'done' | 'taken' | 'not-found' | 'ended';

/**
 * The writes that depend on who sits where, each locking the game's header row first (migration
 * 20261207210000_seats_held_in_running_games): a seat is taken or handed over only while the game runs, and an append
 * allowed by the seats (calling the game off) goes only if they are still as read. Whichever commits first, the other
 * sees it. Rare next to the moves, so one statement each, not batched.
 */
export class SeatWrites {
  constructor(private readonly query: SqlQuery) {}

  /** A free seat, taken for `tokenHash`; a role already held, or a hash in use, is 'taken'. */
  async claim(gameId: string, role: string, tokenHash: string): Promise<SeatWriteResult> {
    // FOR NO KEY UPDATE, not FOR SHARE: the seat counter's trigger then updates the same row, and two claimers each
    // holding a share lock would deadlock there.
    const rows = await this.query<{ role: string }>(
      'wargames_claim_seat',
      `WITH game AS (SELECT id FROM games WHERE id = $1 AND status = 'active' FOR NO KEY UPDATE)
       INSERT INTO seats (game_id, role, token_hash) SELECT id, $2, $3 FROM game ON CONFLICT DO NOTHING RETURNING role`,
      [gameId, role, tokenHash],
    );
    return rows.length > 0 ? 'done' : this.whyNot(gameId);
  }

  /** The seat handed from `fromHash` to `toHash`; a seat that holds another hash (a used invite) is 'taken'. */
  async renew(gameId: string, role: string, fromHash: string, toHash: string): Promise<SeatWriteResult> {
    try {
      const rows = await this.query<{ role: string }>(
        'wargames_renew_seat',
        `WITH game AS (SELECT id FROM games WHERE id = $1 AND status = 'active' FOR NO KEY UPDATE)
         UPDATE seats SET token_hash = $4 FROM game WHERE seats.game_id = game.id AND seats.role = $2 AND seats.token_hash = $3 RETURNING seats.role`,
        [gameId, role, fromHash, toHash],
      );
      return rows.length > 0 ? 'done' : this.whyNot(gameId);
    } catch (error) {
      // The new hash is another seat's (unique_violation): not handed over.
      if ((error as { code?: unknown }).code === '23505') return 'taken';
      throw error;
    }
  }

  /** The append, only if the game's seats are still `request.seatsAsRead`; else 'seats-changed' and nothing stored. */
  async appendIfSeats(request: AppendRequest): Promise<AppendOutcome> {
    const rows = await this.query<AppendRow>('wargames_append_if_seats', 'SELECT * FROM wargames_append_if_seats($1, $2::jsonb, $3, $4, $5, $6::jsonb, $7::jsonb)', [
      request.gameId,
      JSON.stringify((request.seatsAsRead ?? []).map(({ role, tokenHash }) => ({ role, tokenHash }))),
      request.expectedVersion,
      request.actor,
      request.commandId,
      JSON.stringify(eventsOf(request)),
      request.outcome === undefined ? null : JSON.stringify(request.outcome),
    ]);
    return toAppendOutcome(request, rows);
  }

  private async whyNot(gameId: string): Promise<SeatWriteResult> {
    const [game] = await this.query<{ status: string }>('wargames_game_status', 'SELECT status FROM games WHERE id = $1', [gameId]);
    if (!game) return 'not-found';
    return game.status === 'active' ? 'taken' : 'ended';
  }
}
