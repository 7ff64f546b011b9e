import type {
  GameFieldsFragment,
  GameTypeFieldsFragment,
  GameViewFieldsFragment,
  OutcomeFieldsFragment,
  ReplayFrameQuery,
} from './generated/graphql';
import type { GameTypes } from './generated/games';
import type { JsonObject } from './json';

/** A game type id the SDK has types for: "graf-spee", "arras". */
export type GameTypeId = keyof GameTypes;

/** The types of one game, generated from its definition (npm run sdk:generate). */
export type OptionsOf<T extends GameTypeId> = GameTypes[T]['options'];
export type CommandOf<T extends GameTypeId> = GameTypes[T]['command'];
export type ViewOf<T extends GameTypeId> = GameTypes[T]['view'];
export type EventOf<T extends GameTypeId> = GameTypes[T]['event'];
export type RoleOf<T extends GameTypeId> = GameTypes[T]['role'];

/** How strong a computer player plays (the API's bots). */
export type BotLevel = 'random' | 'heuristic' | 'search';

/** Whose eyes: a role, "spectator", or "omniscient" (others' seats and omniscient only after the end). */
export type Perspective<T extends GameTypeId> = RoleOf<T> | 'spectator' | 'omniscient';

export type Outcome = OutcomeFieldsFragment;
export type GameSummary = GameFieldsFragment;
export type GameTypeInfo = GameTypeFieldsFragment;

/** One event as the caller may see it. */
export interface VisibleEvent<T extends GameTypeId> {
  readonly seq: number;
  readonly actor: string | null;
  readonly event: EventOf<T>;
}

/** A pushed event, with the game's version once its command was stored. */
export interface LiveEvent<T extends GameTypeId> extends VisibleEvent<T> {
  readonly gameId: string;
  readonly version: number;
  /**
   * Followed `withPosition` over graphql-ws: on the last event of each push, the caller's view at `version` and its
   * legal commands then (empty when the game waits for others); null or absent otherwise (read `position()` then).
   */
  readonly view?: GameView<T> | null;
  readonly legal?: readonly CommandOf<T>[] | null;
}

export interface GameView<T extends GameTypeId> extends Omit<GameViewFieldsFragment, 'view'> {
  readonly view: ViewOf<T>;
}

export interface LegalCommands<T extends GameTypeId> {
  readonly gameId: string;
  readonly role: string | null;
  readonly version: number;
  readonly commands: readonly CommandOf<T>[];
  /**
   * What the caller may send at any time while the game runs, whether or not it waits for it: resigning
   * (`RESIGN_COMMAND`), `{ type: 'abort' }` while another seat waits for its player (abort.ts), and
   * `{ type: 'claim-victory' }` from `claimableAt` (victory-claim.ts).
   */
  readonly anytime: readonly CommandOf<T>[];
  /**
   * While the game waits only for the other side, a person who came: when the caller may claim the win if that side
   * has not moved by then (ISO 8601), or null (the caller's move, the end, a spectator, the computer or an empty seat).
   */
  readonly claimableAt: string | null;
}

export interface CommandResult<T extends GameTypeId> {
  readonly gameId: string;
  readonly commandId: string;
  /** True when this commandId had been accepted before (a retry): the first result, nothing new stored. */
  readonly duplicate: boolean;
  readonly version: number;
  readonly events: readonly VisibleEvent<T>[];
  readonly view: GameView<T>;
  /** The seat's next legal commands, when the API sends them with the answer. */
  readonly legal?: readonly CommandOf<T>[];
}

export interface HistoryPage<T extends GameTypeId> {
  readonly gameId: string;
  readonly viewer: string;
  readonly version: number;
  readonly hasMore: boolean;
  /** Pass as `afterSeq` for the next page. */
  readonly nextAfterSeq: number;
  readonly entries: readonly VisibleEvent<T>[];
}

export interface ReplayFrame<T extends GameTypeId> extends Omit<ReplayFrameQuery['replayFrame'], 'view' | 'events'> {
  readonly view: ViewOf<T>;
  readonly events: readonly VisibleEvent<T>[];
}

/** A command's preview, as the game worked it out for the caller's seat; `preview` is null when it has none. */
export interface CommandPreview {
  readonly gameId: string;
  readonly role: string;
  /** The version the preview was worked out at. */
  readonly version: number;
  /** The game's preview; its `kind` says what it shows (Arras: "attack" or "gun"). */
  readonly preview: (JsonObject & { readonly kind: string }) | null;
}
