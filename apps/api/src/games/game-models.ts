import type { Json, Outcome, Role, StepInfo, VisibleEvent } from '@wargames/engine';

/** The caller of a request, as far as one game is concerned: a seat, or none (a spectator). */
export interface Caller {
  readonly gameId: string;
  readonly role: Role | null;
}

export interface GameTypeInfo {
  readonly id: string;
  readonly title: string;
  readonly roles: readonly Role[];
  readonly optionsSchema: Json;
  readonly commandSchema: Json;
  /** JSON Schema of `view` for every viewer; null while the game does not describe it. */
  readonly viewSchema: Json | null;
  /** JSON Schema of every event a viewer may receive (redacted forms included); null while the game does not describe it. */
  readonly eventSchema: Json | null;
  /** Every step or phase name that views and events carry, with its rule. */
  readonly steps: readonly StepInfo[];
  readonly board: Json;
}

export interface SeatInfo {
  readonly role: Role;
  readonly claimed: boolean;
  /** Held for an invite that nobody has accepted yet (claimed as well): the inviter waits for the opponent to come. */
  readonly invited: boolean;
  /** The level of the computer player that holds this seat ('random', 'heuristic', 'search'), or null. */
  readonly bot: string | null;
}

/** A game runs until its outcome, then has ended. */
export const GAME_STATUSES = ['active', 'ended'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** What anyone may know of a game. */
export interface GameSummary {
  readonly id: string;
  readonly gameType: string;
  readonly title: string;
  readonly options: Json;
  readonly status: GameStatus;
  readonly version: number;
  readonly pending: readonly Role[];
  readonly seats: readonly SeatInfo[];
  readonly outcome: Outcome | null;
  /** True for a game created by importing a record: nobody played it on this server. */
  readonly imported: boolean;
  readonly createdAt: string;
  /** When the game ended (ISO 8601): the time of the append that ended it; null while it runs. */
  readonly endedAt: string | null;
  /** When its last command was stored (ISO 8601; for an imported game, the import); null before the first. */
  readonly lastMoveAt: string | null;
}

/** A seat held for an opponent until the invite's code is accepted (once). */
export interface SeatInvite {
  readonly gameId: string;
  readonly role: Role;
  /** The secret invite code; shown once, stored only as a hash. */
  readonly code: string;
}

export interface SeatClaim {
  readonly gameId: string;
  readonly role: Role;
  /** The secret seat token; shown once, stored only as a hash. */
  readonly token: string;
}

/** One event as the viewer may see it. */
export interface VisibleEntry {
  readonly seq: number;
  readonly actor: Role | null;
  readonly event: VisibleEvent;
}

export interface GameViewResult {
  readonly gameId: string;
  readonly gameType: string;
  /** Whose eyes: a role, `spectator` or (after the end) `omniscient`. */
  readonly viewer: string;
  /** The caller's own seat, or null for a spectator. */
  readonly role: Role | null;
  readonly version: number;
  readonly status: GameStatus;
  readonly pending: readonly Role[];
  readonly yourTurn: boolean;
  readonly outcome: Outcome | null;
  readonly view: Json;
}

export interface LegalCommands {
  readonly gameId: string;
  readonly role: Role | null;
  readonly version: number;
  readonly commands: readonly Json[];
  /** The commands the caller may send whether or not the game waits for it (resigning), until the game ends. */
  readonly anytime: readonly Json[];
  /** When the caller may claim the win if the other side does not move first (ISO 8601), or null (victory-claims.ts). */
  readonly claimableAt: string | null;
}

/** What a command would lead to, before it is sent (the game's `preview`), for the caller's seat. */
export interface CommandPreviewResult {
  readonly gameId: string;
  readonly role: Role;
  /** The version the preview was worked out at. */
  readonly version: number;
  /** The game's preview (Arras: the odds, shifts, modifiers and rules of an attack or of the 88); null when it has none for this command. */
  readonly preview: Json | null;
}

export interface CommandResult {
  readonly gameId: string;
  readonly commandId: string;
  /** True when this command id had been accepted before: the first result, seen by the caller now. */
  readonly duplicate: boolean;
  /** The game's version right after this command. */
  readonly version: number;
  readonly events: readonly VisibleEntry[];
  readonly view: GameViewResult;
  /** The caller's legal commands right after this command (empty when the game then waits for others, or has ended). */
  readonly legal: readonly Json[];
}

export interface HistoryPage {
  readonly gameId: string;
  readonly viewer: string;
  readonly entries: readonly VisibleEntry[];
  /** Pass as `afterSeq` for the next page. */
  readonly nextAfterSeq: number;
  readonly hasMore: boolean;
  readonly version: number;
}

export interface ReplayFrame {
  readonly gameId: string;
  readonly perspective: string;
  /** Commands applied so far, 0 = the set-up position. */
  readonly step: number;
  readonly steps: number;
  /** The game's version at this step. */
  readonly version: number;
  /** Who made the command of this step (null at step 0). */
  readonly actor: Role | null;
  /** The events of this step as the perspective sees them. */
  readonly events: readonly VisibleEntry[];
  readonly view: Json;
  readonly pending: readonly Role[];
  readonly outcome: Outcome | null;
}

export interface SubmitCommandInput {
  readonly commandId: string;
  readonly expectedVersion?: number | undefined;
  readonly command: unknown;
}

export interface ListGamesInput {
  readonly gameType?: string | undefined;
  readonly status?: GameStatus | undefined;
  /** Only imported games (true) or only played ones (false). */
  readonly imported?: boolean | undefined;
  /** Only games called off before every player came (true; outcome reason `aborted`) or only the others (false). */
  readonly calledOff?: boolean | undefined;
  /** Only games with a seat nobody holds (open) or only games whose every seat is held, by a player or a computer (full). */
  readonly seating?: Seating | undefined;
  readonly limit?: number | undefined;
  readonly offset?: number | undefined;
}

export const SEATINGS = ['open', 'full'] as const;
export type Seating = (typeof SEATINGS)[number];
