import type { GameSummary } from '@wargames/sdk';

/** The LobbyGames message that names one seat on a card. */
export type SeatWord = 'seatFree' | 'seatTaken' | 'seatBot' | 'seatPlayed' | 'seatEmpty';

/** What a lobby card says of a game besides its title and result, as LobbyGames message keys. */
export interface GameCardLines {
  /** `created`: started here at that time; `importedOn`: imported from a record file then. */
  readonly when: 'created' | 'importedOn';
  /** One word per seat, or null for an imported game, which nobody sat at: its card says `fromRecord` instead. */
  readonly seats: readonly { readonly role: string; readonly word: SeatWord }[] | null;
}

/**
 * A running game's seats say who may still sit (free, taken, the computer); a finished game's say who played it,
 * since nobody can take a seat any more; an imported game had no seats here at all.
 */
export function gameCardLines(game: Pick<GameSummary, 'status' | 'imported' | 'seats'>): GameCardLines {
  if (game.imported) return { when: 'importedOn', seats: null };
  const ended = game.status !== 'active';
  return {
    when: 'created',
    seats: game.seats.map((seat) => ({
      role: seat.role,
      word: seat.bot ? 'seatBot' : ended ? (seat.claimed ? 'seatPlayed' : 'seatEmpty') : seat.claimed ? 'seatTaken' : 'seatFree',
    })),
  };
}
