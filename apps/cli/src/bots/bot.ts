/** What a bot sees when it is its seat's turn. */
export interface BotTurn<Command> {
  /** Every legal command now, as the API lists them. */
  readonly legal: readonly Command[];
  /** The seat's view (plain JSON). */
  readonly view: unknown;
  readonly role: string;
  readonly gameType: string;
}

/** A player for `play --bot <name>`: picks one of the legal commands. */
export interface Bot {
  choose<Command>(turn: BotTurn<Command>): Command | Promise<Command>;
}

export interface BotOptions {
  /** Makes the bot's choices reproducible. */
  readonly seed?: number | undefined;
}

export type BotFactory = (options: BotOptions) => Bot;
