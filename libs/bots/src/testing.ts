import { playRandomGame, seededDice, type AnyGame, type Role, type VisibleEvent } from '@wargames/engine';
import type { SeatKnowledge } from './bot';

/** A position reached by random legal play, as each pending seat knows it: for property tests. */
export function randomPosition(game: AnyGame, options: unknown, seed: number, commands: number): { state: unknown; seats: SeatKnowledge[] } {
  const played = playRandomGame(game, options, seededDice(seed), commands);
  const seats = game.pending(played.state).map((role: Role) => ({
    gameType: game.id,
    options,
    role,
    view: game.view(played.state, role),
    legal: game.legal(played.state, role),
    history: played.events.map((event) => game.redact(event, role)).filter((event): event is VisibleEvent => event !== null),
  }));
  return { state: played.state, seats };
}
