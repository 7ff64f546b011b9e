/** A seat of a game as its summary lists it: the computer's level when the computer held it. */
export interface SummarySeat {
  readonly role: string;
  readonly bot: string | null;
}

/**
 * The computer's seats in a new game like a finished one, with this browser in `role`: when the computer played in the
 * finished game, it plays every other seat at the same level (so a player may change sides against it); when people
 * played, nobody (the other seat is for an invited opponent).
 */
export function rematchBots(seats: readonly SummarySeat[], role: string): Record<string, string> {
  const level = seats.find((seat) => seat.bot !== null)?.bot;
  if (!level) return {};
  return Object.fromEntries(seats.filter((seat) => seat.role !== role).map((seat) => [seat.role, level]));
}

/** The sides to offer, the one this browser played first. */
export function rematchSides(seats: readonly SummarySeat[], played: string): string[] {
  const roles = seats.map((seat) => seat.role);
  return [...roles.filter((role) => role === played), ...roles.filter((role) => role !== played)];
}
