import type { DiceSource, Role, TypedMessage, VisibleEvent } from '@wargames/engine';

/** The strengths a seat can be given, weakest first. */
export const BOT_LEVELS = ['random', 'heuristic', 'search'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export const isBotLevel = (value: unknown): value is BotLevel => typeof value === 'string' && (BOT_LEVELS as readonly string[]).includes(value);

/**
 * Everything a bot may know when it decides: what its seat was shown, never the game's state. The types make that
 * a rule: there is no State here, only the seat's view, its legal commands and the events the seat received.
 */
export interface SeatKnowledge<View = unknown, Command extends TypedMessage = TypedMessage> {
  readonly gameType: string;
  /** The game's public options, as chosen at creation. */
  readonly options: unknown;
  readonly role: Role;
  /** `view(state, role)`: the seat's view now. */
  readonly view: View;
  /** `legal(state, role)`: the commands the seat may send now; never empty when a bot is asked. */
  readonly legal: readonly Command[];
  /** Every event the seat received, redacted for it, oldest first. */
  readonly history: readonly VisibleEvent[];
}

/** A computer player. `rng` is its only source of chance, so that a seed reproduces its play. */
export interface Bot<View = unknown, Command extends TypedMessage = TypedMessage> {
  readonly level: BotLevel;
  choose(seat: SeatKnowledge<View, Command>, rng: DiceSource): Command;
}
