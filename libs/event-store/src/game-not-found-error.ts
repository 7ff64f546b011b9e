/** Raised when a write names a game that was never created. */
export class GameNotFoundError extends Error {
  constructor(readonly gameId: string) {
    super(`game ${gameId} does not exist`);
    this.name = 'GameNotFoundError';
  }
}
