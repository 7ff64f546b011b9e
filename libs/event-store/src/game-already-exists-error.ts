/** Raised when a game is created under an id that is already taken. */
export class GameAlreadyExistsError extends Error {
  constructor(readonly gameId: string) {
    super(`game ${gameId} already exists`);
    this.name = 'GameAlreadyExistsError';
  }
}
