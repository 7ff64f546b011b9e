import type { z } from 'zod';
import type { DiceSource } from './dice';
import type { Result } from './result';
import type { RuleError } from './rule-error';

/** A seat in a game, named by the game: 'german', 'british', 'allied'. */
export type Role = string;

/** Someone with no seat. Sees only what every player may see. */
export const SPECTATOR = 'spectator';
/** The lifted fog: everything. Only ever granted after the game has ended. */
export const OMNISCIENT = 'omniscient';
/** Whose eyes a view or an event is computed for. */
export type Viewer = Role | typeof SPECTATOR | typeof OMNISCIENT;

/** Commands and events are plain JSON objects versioned by their `type`. */
export interface TypedMessage {
  readonly type: string;
}

/** An event as a given viewer may see it. */
export type VisibleEvent = TypedMessage & Readonly<Record<string, unknown>>;

export interface Outcome {
  /** The winning role, or null for a game without a winner. */
  readonly winner: Role | null;
  /** Why the game ended, stable for clients (`spee-sunk`, `exit-west`; `resigned`, resignation.ts). */
  readonly reason: string;
  /** The rule paragraph that decided it (`resign` for a resignation, which no paragraph governs). */
  readonly rule: string;
  readonly message: string;
}

/** A step or phase name that views and events carry (`phase`, `step`), documented for clients. */
export interface StepInfo {
  /** The name as it appears in views and events (kebab-case). */
  readonly id: string;
  /** The rule paragraph that defines it. */
  readonly rule: string;
  readonly description: string;
}

/**
 * A game as a decider of pure functions over plain JSON data (design.md, "The game contract").
 * Nothing here does I/O, reads a clock or rolls without the injected dice.
 */
export interface GameDefinition<
  Options = unknown,
  State = unknown,
  Command extends TypedMessage = TypedMessage,
  Event extends TypedMessage = TypedMessage,
  View = unknown,
> {
  /** Stable id used in URLs and stored games: 'graf-spee', 'arras'. */
  readonly id: string;
  readonly title: string;
  /** Every seat, in the order players usually take them. */
  readonly roles: readonly Role[];
  /** Options chosen at game creation; also the source of their JSON Schema. */
  readonly optionsSchema: z.ZodType<Options>;
  /** Every command's shape; also the source of the served JSON Schema. */
  readonly commandSchema: z.ZodType<Command>;
  /**
   * The shape of `view(state, viewer)` for every viewer: the source of the served JSON Schema and of client types.
   */
  readonly viewSchema: z.ZodType<View>;
  /**
   * The shape of every event a viewer may receive, redacted forms included (secret fields optional): the source of
   * the served JSON Schema and of client types.
   */
  readonly eventSchema: z.ZodType;
  /** Every step or phase name, with its rule. */
  readonly steps: readonly StepInfo[];
  /** Static board data (hexes, labels, neighbours, boxes) so that a UI can draw without knowing the rules. */
  readonly board: unknown;

  parseOptions(raw: unknown): Result<Options, RuleError>;
  setup(options: Options): State;
  parseCommand(raw: unknown): Result<Command, RuleError>;
  decide(state: State, command: Command, actor: Role, dice: DiceSource): Result<Event[], RuleError>;
  /** Never rolls, never throws, never validates. */
  evolve(state: State, event: Event): State;
  view(state: State, viewer: Viewer): View;
  /** What `viewer` may know of `event`; null when it may know nothing of it. */
  redact(event: Event, viewer: Viewer): VisibleEvent | null;
  /** Whose decision the game waits for; empty once it has ended. */
  pending(state: State): Role[];
  /** Every legal command of `role` now, for bots and UI hints. */
  legal(state: State, role: Role): Command[];
  /**
   * Optional: the commands `role` may send whether or not the game waits for it, until the game ends (resigning). They
   * are how a client learns what a waiting seat may still do, since `legal` lists nothing for it.
   */
  anytime?(state: State, role: Role): Command[];
  outcome(state: State): Outcome | null;
  /**
   * Optional: what a command would lead to, worked out before it is sent so that a player sees it first (Arras: the
   * odds of an attack or of the 88, with their modifiers and rules). Pure, rolls nothing. It may show only what
   * `view(state, role)` shows. An illegal command is refused with the RuleError `decide` gives it; a legal command
   * the game has nothing to preview for answers null.
   */
  preview?(state: State, command: Command, role: Role): Result<CommandPreview | null, RuleError>;
}

/** A command's preview: plain JSON whose `kind` says what it shows; the game documents its other fields. */
export interface CommandPreview {
  readonly kind: string;
}

/** Any game, with its types erased: what the registry and the service handle. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any, any>;
