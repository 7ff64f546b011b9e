/** Raised when a seat is to be taken or handed over in a game that has ended: a seat in it would be a seat in nothing. */
export class GameEndedError extends Error {
  constructor(readonly gameId: string) {
    super(`game ${gameId} has ended: no seat can be held in it`);
    this.name = 'GameEndedError';
  }
}

/** Raised when an append allowed by who sits where (`seatsAsRead`) finds the seats changed: nothing was stored. */
export class SeatsChangedError extends Error {
  constructor(readonly gameId: string) {
    super(`the seats of game ${gameId} changed since they were read`);
    this.name = 'SeatsChangedError';
  }
}
