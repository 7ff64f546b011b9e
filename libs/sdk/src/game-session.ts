import type { ClientContext, Document } from './client-context';
import { newCommandId } from './command-id';
import type {
  CommandOf,
  CommandPreview,
  CommandResult,
  GameSummary,
  GameTypeId,
  GameView,
  HistoryPage,
  LegalCommands,
  LiveEvent,
  Perspective,
  ReplayFrame,
  RoleOf,
  VisibleEvent,
} from './game-types';
import type { GameRecord } from './generated/record';
import {
  GameDocument,
  HistoryDocument,
  InviteToSeatDocument,
  LegalCommandsDocument,
  PositionDocument,
  PreviewCommandDocument,
  ReplayFrameDocument,
  SubmitCommandDocument,
  ViewDocument,
} from './generated/graphql';
import { graphqlWsFeed } from './live/graphql-ws-feed';
import { followGame, type LiveConnection, type LiveTransport } from './live/live-events';
import { sseFeed } from './live/sse-feed';
import { ndjsonValues } from './ndjson';

export interface SubmitOptions {
  /** The version you decided on: a game that has moved meanwhile refuses the command (ERR_STALE_VERSION). */
  readonly expectedVersion?: number;
  /** Your own id for this command; by default a new UUID. Retries send the same id, so a command is stored once. */
  readonly commandId?: string;
}

export interface EventsOptions {
  /** Also deliver the events after this seq stored before following; by default only what happens from now on. */
  readonly afterSeq?: number;
  /**
   * Over graphql-ws, the last event of each push also carries the caller's view and legal commands at its version
   * (`view`, `legal`), redacted on the server like `position()`: a screen draws the move without reading it again.
   * The SSE stream does not send them.
   */
  readonly withPosition?: boolean;
  readonly transport?: LiveTransport;
  /** Stops following (the iterator then ends). */
  readonly signal?: AbortSignal;
  /** Told when the live connection is made, and when a dropped one is about to be tried again (to show it). */
  readonly onConnection?: (state: LiveConnection) => void;
}

/**
 * How fresh a read of the caller's position must be. By default the server reads the newest stored state. With
 * `atLeastVersion`, a version the client already holds (a command's result, a live event), a server that already knows
 * the game at that version or newer answers from memory without asking the database: quicker, but a command stored
 * through another server process since may be missing. The answer's `version` says which it read.
 */
export interface ReadFreshness {
  readonly atLeastVersion?: number;
}

/**
 * One game as one caller sees it: a seat (with its token) or a spectator (without). Everything it returns was
 * computed by the game's view/redact for that caller on the server.
 */
export class GameSession<T extends GameTypeId> {
  constructor(
    private readonly context: ClientContext,
    readonly gameType: T,
    readonly gameId: string,
    /** The seat token; undefined for a spectator. Keep it secret. */
    readonly token: string | undefined,
    /** The seat claimed with this session, when known. */
    readonly role: RoleOf<T> | undefined,
  ) {}

  /** What anyone may know of the game: status, version, whose turn, seats, outcome. */
  async summary(): Promise<GameSummary> {
    return (await this.read(GameDocument, { gameId: this.gameId })).game;
  }

  /**
   * The caller's view; other perspectives open once the game has ended. `atLeastVersion`: see `ReadFreshness`.
   */
  async view(options: { perspective?: Perspective<T> } & ReadFreshness = {}): Promise<GameView<T>> {
    const variables = { gameId: this.gameId, perspective: options.perspective ?? null, atLeastVersion: options.atLeastVersion ?? null };
    return (await this.read(ViewDocument, variables)).view as GameView<T>;
  }

  /**
   * The caller's view and, for a seat, its legal commands, in one request (what a screen reads after each move). The
   * two are read one after the other on the server: compare their versions, and read again when they differ.
   * `atLeastVersion`: see `ReadFreshness`.
   */
  async position(options: ReadFreshness = {}): Promise<{ view: GameView<T>; legal: LegalCommands<T> | null }> {
    const variables = { gameId: this.gameId, withLegal: this.token !== undefined, atLeastVersion: options.atLeastVersion ?? null };
    const answer = await this.read(PositionDocument, variables);
    return { view: answer.view as GameView<T>, legal: (answer.legalCommands ?? null) as LegalCommands<T> | null };
  }

  /** The caller's legal commands now (none when the game does not wait for the caller). `atLeastVersion`: see `ReadFreshness`. */
  async legal(options: ReadFreshness = {}): Promise<LegalCommands<T>> {
    return (await this.read(LegalCommandsDocument, { gameId: this.gameId, atLeastVersion: options.atLeastVersion ?? null })).legalCommands as LegalCommands<T>;
  }

  /**
   * What a command of the seat would lead to, before it is sent (Arras: an attack's or the 88's odds, shifts and die
   * modifiers with their rules). Refused with the same error as submitting it when it is illegal; stores nothing.
   */
  async preview(command: CommandOf<T>): Promise<CommandPreview> {
    return (await this.read(PreviewCommandDocument, { gameId: this.gameId, command })).previewCommand as CommandPreview;
  }

  /**
   * Submits a command for the seat. Its commandId is made once and sent again on each retry (a dropped connection,
   * 429, a gateway's 502 or 504, 503, ERR_CONTENDED), so the command is stored at most once; a repeat answers `duplicate: true`.
   */
  async submit(command: CommandOf<T>, options: SubmitOptions = {}): Promise<CommandResult<T>> {
    const commandId = options.commandId ?? newCommandId();
    const variables = { gameId: this.gameId, commandId, expectedVersion: options.expectedVersion ?? null, command };
    const answer = await this.context.graphql(SubmitCommandDocument, variables, { token: this.token, idempotent: true });
    return answer.submitCommand as CommandResult<T>;
  }

  /**
   * Holds another seat of the game for an opponent and answers the invite code to hand over (it works once), as
   * `invite` of the game type does; with this session's seat token it also replaces an invite to that seat that
   * nobody has accepted yet (a lost link): the old code stops working. Refused (ERR_SEAT_TAKEN) once a player holds it.
   */
  async invite(role: RoleOf<T>): Promise<string> {
    return (await this.context.graphql(InviteToSeatDocument, { gameId: this.gameId, role }, { token: this.token, idempotent: false })).inviteToSeat.code;
  }

  /** One page of the caller's redacted history. */
  async history(options: { afterSeq?: number; limit?: number; perspective?: Perspective<T> } = {}): Promise<HistoryPage<T>> {
    const variables = { gameId: this.gameId, afterSeq: options.afterSeq ?? null, limit: options.limit ?? null, perspective: options.perspective ?? null };
    return (await this.read(HistoryDocument, variables)).history as HistoryPage<T>;
  }

  /** The whole redacted history after `afterSeq`, page by page. */
  async *historyEntries(options: { afterSeq?: number; pageSize?: number; perspective?: Perspective<T> } = {}): AsyncGenerator<VisibleEvent<T>> {
    let afterSeq = options.afterSeq ?? 0;
    for (;;) {
      const page = await this.history({ afterSeq, limit: options.pageSize ?? 500, ...(options.perspective ? { perspective: options.perspective } : {}) });
      yield* page.entries;
      if (!page.hasMore) return;
      afterSeq = page.nextAfterSeq;
    }
  }

  /** The redacted history as NDJSON (REST), one entry per line, as it streams in. */
  async *historyNdjson(options: { afterSeq?: number; perspective?: Perspective<T> } = {}): AsyncGenerator<VisibleEvent<T>> {
    const response = await this.ndjsonResponse(options);
    if (!response.body) return;
    for await (const value of ndjsonValues(response.body)) yield value as VisibleEvent<T>;
  }

  /** The NDJSON history as text, exactly as the API sent it (for files). */
  async historyNdjsonText(options: { afterSeq?: number; perspective?: Perspective<T> } = {}): Promise<string> {
    return (await this.ndjsonResponse(options)).text();
  }

  /** The position after `step` commands (0 = set-up), seen as a perspective (any once the game has ended). */
  async replayFrame(step: number, options: { perspective?: Perspective<T> } = {}): Promise<ReplayFrame<T>> {
    return (await this.read(ReplayFrameDocument, { gameId: this.gameId, step, perspective: options.perspective ?? null })).replayFrame as ReplayFrame<T>;
  }

  /**
   * Replay frames from step `from` (default 0) to `to` (default the last) in one request (REST, NDJSON), as they
   * stream in: what a replay viewer loads up front so that no step waits on the network. Each frame equals
   * `replayFrame(step)`. Another seat's perspective or omniscient is refused (ERR_PERSPECTIVE_FORBIDDEN) until the end.
   */
  async *frames(options: { from?: number; to?: number; perspective?: Perspective<T> } = {}): AsyncGenerator<ReplayFrame<T>> {
    const path = `api/games/${encodeURIComponent(this.gameId)}/frames`;
    const query = { from: options.from, to: options.to, perspective: options.perspective };
    const response = await this.context.retried(() => this.context.http.send('GET', path, { token: this.token, query, accept: 'application/x-ndjson' }), true);
    if (!response.body) return;
    for await (const value of ndjsonValues(response.body)) yield value as ReplayFrame<T>;
  }

  /** Every frame from step 0 to the last, one request each. */
  async *replayFrames(options: { perspective?: Perspective<T>; from?: number } = {}): AsyncGenerator<ReplayFrame<T>> {
    let step = options.from ?? 0;
    for (;;) {
      const frame = await this.replayFrame(step, options);
      yield frame;
      if (frame.step >= frame.steps) return;
      step += 1;
    }
  }

  /** The finished game as a record (REST): every command with its dice and events. */
  async record(): Promise<GameRecord> {
    return this.context.retried(() => this.context.http.json<GameRecord>('GET', `api/games/${encodeURIComponent(this.gameId)}/record`), true);
  }

  /**
   * The game's events as they happen, redacted for the caller, until the game ends: graphql-ws (reconnecting and
   * resuming after the last seq), or Server-Sent Events where WebSockets are blocked or absent.
   */
  async *events(options: EventsOptions = {}): AsyncGenerator<LiveEvent<T>> {
    const afterSeq = options.afterSeq ?? (await this.summary()).version;
    const { http, webSocket } = this.context;
    const transport = options.transport ?? this.context.liveTransport;
    const messages = followGame({
      afterSeq,
      transport,
      websocket: webSocket ? graphqlWsFeed({ baseUrl: http.baseUrl, gameId: this.gameId, token: this.token, webSocket, withPosition: options.withPosition ?? false }) : undefined,
      sse: sseFeed({ http, gameId: this.gameId, token: this.token }),
      signal: options.signal,
      retry: this.context.retry,
      onConnection: options.onConnection,
      ...(this.context.sleep ? { wait: this.context.sleep } : {}),
    });
    for await (const message of messages) yield message as LiveEvent<T>;
  }

  private read<Result, Variables>(document: Document<Result, Variables>, variables: Variables): Promise<Result> {
    return this.context.graphql(document, variables, { token: this.token, idempotent: true });
  }

  private ndjsonResponse(options: { afterSeq?: number; perspective?: string }): Promise<Response> {
    const path = `api/games/${encodeURIComponent(this.gameId)}/history`;
    const query = { format: 'ndjson', afterSeq: options.afterSeq, perspective: options.perspective };
    return this.context.retried(() => this.context.http.send('GET', path, { token: this.token, query, accept: 'application/x-ndjson' }), true);
  }
}
