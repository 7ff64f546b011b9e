/** One pushed event as either transport delivers it (LiveEvent of the API). */
export interface LiveMessage {
  readonly gameId: string;
  readonly seq: number;
  readonly actor: string | null;
  readonly event: unknown;
  readonly version: number;
  /** With `withPosition` (graphql-ws), on the last event of a push: the caller's view and legal commands then. */
  readonly view?: unknown;
  readonly legal?: readonly unknown[] | null;
}

/** Where one attempt of a live transport got to. */
export interface FeedAttempt {
  /** Whether the transport was connected at least once (else it may be blocked). */
  readonly connected: boolean;
}

/** A transport's one attempt at following a game from `afterSeq`: it ends when the game has ended. */
export type OpenFeed = (afterSeq: number | undefined, signal: AbortSignal, attempt: { connected: boolean }) => AsyncIterable<LiveMessage>;
