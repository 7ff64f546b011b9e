import type { GameSummary } from '@wargames/sdk';

/** The LobbyGames message that names one seat on a card. */
export type SeatWord = 'seatFree' | 'seatTaken' | 'seatInvited' | 'seatBot' | 'seatPlayed' | 'seatEmpty';

/** What a lobby card says of a game besides its title and result, as LobbyGames message keys. */
export interface GameCardLines {
  /** `created`: a game under way, started here then; `endedOn`: a finished game, ended then; `importedOn`: imported from a record file then. */
  readonly when: 'created' | 'endedOn' | 'importedOn';
  /** The time `when` names (ISO 8601). */
  readonly at: string;
  /** One word per seat, or null for an imported game, which nobody sat at: its card says `fromRecord` instead. */
  readonly seats: readonly { readonly role: string; readonly word: SeatWord }[] | null;
  /**
   * When a game under way last had a command stored (ISO 8601), so that a live game can be told from one left
   * waiting, as the list is ordered by start; null before its first command, and for a finished or imported game.
   */
  readonly lastMoveAt: string | null;
}

/**
 * A running game's seats say who may still sit (free, taken, held for an invite nobody has accepted yet, the computer);
 * a finished game's say who played it (a seat whose invite was never accepted was nobody's), since nobody can take a
 * seat any more; an imported game had no seats here at all. A finished game is dated by its
 * end, as the finished list is ordered.
 */
export function gameCardLines(game: Pick<GameSummary, 'status' | 'imported' | 'seats' | 'createdAt' | 'endedAt' | 'lastMoveAt'>): GameCardLines {
  if (game.imported) return { when: 'importedOn', at: game.createdAt, seats: null, lastMoveAt: null };
  const ended = game.status !== 'active';
  return {
    ...(ended && game.endedAt ? { when: 'endedOn', at: game.endedAt } : { when: 'created', at: game.createdAt }),
    lastMoveAt: ended ? null : (game.lastMoveAt ?? null),
    seats: game.seats.map((seat) => ({ role: seat.role, word: seatWord(seat, ended) })),
  };
}

function seatWord(seat: GameSummary['seats'][number], ended: boolean): SeatWord {
  if (seat.bot) return 'seatBot';
  const played = seat.claimed && !seat.invited;
  if (ended) return played ? 'seatPlayed' : 'seatEmpty';
  return played ? 'seatTaken' : seat.invited ? 'seatInvited' : 'seatFree';
}
