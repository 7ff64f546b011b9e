import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  CommonErrors,
  OMNISCIENT,
  SPECTATOR,
  execute,
  type AnyGame,
  type DiceSource,
  type GameRegistry,
  type Json,
  type Outcome,
  type Viewer,
} from '@wargames/engine';
import { ConcurrencyError, type EventStore, type NewEvent, type StoredEvent, type StoredGame } from '@wargames/event-store';
import { z } from 'zod';
import { DICE_SOURCE, EVENT_STORE, GAME_REGISTRY } from '../app/tokens';
import { hashSeatToken, newSeatToken } from '../auth/seat-token';
import { ApiError } from '../errors/api-error';
import { envelopeEvent } from './command-envelope';
import { actorsBySeq, commandSteps, foldRows, gameEvents } from './command-steps';
import type {
  Caller,
  CommandResult,
  GameSummary,
  GameTypeInfo,
  GameViewResult,
  HistoryPage,
  LegalCommands,
  ListGamesInput,
  ReplayFrame,
  SeatClaim,
  SubmitCommandInput,
  VisibleEntry,
} from './game-models';
import { gameRecordSchema, type GameRecord } from './game-record';
import { GameStreamCache, type LoadedStream } from './game-stream-cache';
import { nestsDeeperThan } from './json-nesting';
import { recordingDice } from './recorded-dice';
import { replayRecord } from './replay-record';

/** A game's header, its rules and its stream, loaded together. */
interface LoadedGame extends LoadedStream {
  readonly header: StoredGame;
  readonly game: AnyGame;
  readonly outcome: Outcome | null;
}

/** How often a command without expectedVersion is decided again when another writer got in first. */
const MAX_ATTEMPTS = 10;
const GAME_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const COMMAND_ID_PATTERN = /^[\x21-\x7e]{1,200}$/;
const HISTORY_PAGE = { default: 100, max: 500 };
const LIST_PAGE = { default: 20, max: 100 };
/** Far more than any game's record needs; deeper input would overflow the recursive record schema. */
const MAX_RECORD_NESTING = 64;

/**
 * The game service: every job of the API, independent of GraphQL and REST. Everything it returns to a caller is
 * computed by the game's `view` and `redact` for that caller's viewer (design.md, "Information security").
 */
@Injectable()
export class GameService {
  private readonly streams: GameStreamCache;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(GAME_REGISTRY) private readonly registry: GameRegistry,
    @Inject(DICE_SOURCE) private readonly dice: DiceSource,
  ) {
    this.streams = new GameStreamCache(store);
  }

  gameTypes(): GameTypeInfo[] {
    return this.registry.list().map((game) => describeGameType(game));
  }

  gameType(id: string): GameTypeInfo {
    return describeGameType(this.gameDefinition(id));
  }

  async createGame(gameType: string, rawOptions: unknown): Promise<GameSummary> {
    const game = this.gameDefinition(gameType);
    const options = game.parseOptions(rawOptions ?? {});
    if (!options.ok) throw ApiError.fromRule(options.error);
    const header = await this.store.createGame({ id: randomUUID(), gameType: game.id, options: toJson(options.value) });
    return this.summaryOf(await this.loadHeader(header));
  }

  async listGames(input: ListGamesInput): Promise<GameSummary[]> {
    const limit = pageSize(input.limit, LIST_PAGE, 'limit');
    const offset = nonNegative(input.offset ?? 0, 'offset');
    const headers = await this.store.listGames({
      limit,
      offset,
      ...(input.gameType !== undefined ? { gameType: input.gameType } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
    });
    const known = headers.filter((header) => this.registry.get(header.gameType) !== undefined);
    return Promise.all(known.map(async (header) => this.summaryOf(await this.loadHeader(header))));
  }

  async getGame(gameId: string): Promise<GameSummary> {
    return this.summaryOf(await this.load(gameId));
  }

  async claimSeat(gameId: string, role: string): Promise<SeatClaim> {
    const loaded = await this.load(gameId);
    if (!loaded.game.roles.includes(role)) {
      throw ApiError.of('ERR_UNKNOWN_ROLE', 'role', `${loaded.game.title} has no seat "${role}"; its seats are ${loaded.game.roles.join(', ')}`);
    }
    if (loaded.outcome) throw ApiError.of('ERR_GAME_OVER', loaded.outcome.rule, 'the game has ended: no seat can be claimed');
    const token = newSeatToken();
    if (!(await this.store.claimSeat(gameId, role, hashSeatToken(token)))) {
      throw ApiError.of('ERR_SEAT_TAKEN', 'role', `the ${role} seat has been claimed already`);
    }
    return { gameId, role, token };
  }

  /** Who the caller is in this game: the seat its token holds, or a spectator without a token. */
  async callerFor(gameId: string, token: string | undefined): Promise<Caller> {
    const header = await this.header(gameId);
    if (token === undefined) return { gameId: header.id, role: null };
    const seat = await this.store.findSeat(header.id, hashSeatToken(token));
    if (!seat) throw ApiError.of('ERR_UNAUTHENTICATED', 'Authorization', 'this token holds no seat in this game');
    return { gameId: header.id, role: seat.role };
  }

  async submitCommand(caller: Caller, input: SubmitCommandInput): Promise<CommandResult> {
    const commandId = checkCommandId(input.commandId);
    const expected = input.expectedVersion === undefined || input.expectedVersion === null ? undefined : nonNegative(input.expectedVersion, 'expectedVersion');
    const role = caller.role;
    if (role === null) {
      throw ApiError.of(CommonErrors.NOT_A_PLAYER, 'Authorization', 'only a seated player may send commands: send the seat token as a Bearer token');
    }
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const loaded = await this.load(caller.gameId);
      const previous = loaded.rows.filter((row) => row.commandId === commandId);
      if (previous.length > 0) return this.previousResult(loaded, caller, commandId, previous);
      if (expected !== undefined && expected !== loaded.version) throw stale(expected, loaded.version);
      if (loaded.outcome) throw ApiError.of(CommonErrors.GAME_OVER, loaded.outcome.rule, 'the game has ended');

      const dice = recordingDice(this.dice);
      const executed = execute(loaded.game, loaded.state, input.command, role, dice);
      if (!executed.ok) throw ApiError.fromRule(executed.error);
      const outcome = loaded.game.outcome(executed.value.state) as Outcome | null;
      const events: NewEvent[] = [
        envelopeEvent(role, commandId, toJson(executed.value.command), dice.draws),
        ...executed.value.events.map((event) => ({ type: event.type, payload: toJson(event) })),
      ];
      try {
        const appended = await this.store.append({
          gameId: caller.gameId,
          expectedVersion: loaded.version,
          actor: role,
          commandId,
          events,
          ...(outcome ? { outcome: toJson(outcome) } : {}),
        });
        if (appended.duplicate) return this.previousResult(await this.load(caller.gameId), caller, commandId, [...appended.events]);
        const version = appended.events[appended.events.length - 1]?.seq ?? loaded.version;
        const visible = this.visibleEntries(loaded.game, appended.events, role, new Map(appended.events.map((row) => [row.seq, role])));
        const view = this.viewResult(loaded, caller, role, executed.value.state, version);
        return { gameId: caller.gameId, commandId, duplicate: false, version, events: visible, view };
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        if (expected !== undefined) throw stale(expected, (await this.header(caller.gameId)).version);
        await pause(attempt);
      }
    }
    throw ApiError.of('ERR_CONTENDED', 'expectedVersion', `the game changed ${MAX_ATTEMPTS} times while deciding this command: send it again`);
  }

  async view(caller: Caller, perspective?: string): Promise<GameViewResult> {
    const loaded = await this.load(caller.gameId);
    const viewer = this.perspectiveFor(loaded, caller, perspective);
    return this.viewResult(loaded, caller, viewer, loaded.state, loaded.version);
  }

  async legalCommands(caller: Caller): Promise<LegalCommands> {
    const loaded = await this.load(caller.gameId);
    const mayAct = caller.role !== null && !loaded.outcome && loaded.game.pending(loaded.state).includes(caller.role);
    const commands = mayAct && caller.role !== null ? (loaded.game.legal(loaded.state, caller.role) as Json[]) : [];
    return { gameId: caller.gameId, role: caller.role, version: loaded.version, commands };
  }

  async history(caller: Caller, options: { afterSeq?: number | undefined; limit?: number | undefined; perspective?: string | undefined }): Promise<HistoryPage> {
    const loaded = await this.load(caller.gameId);
    const viewer = this.perspectiveFor(loaded, caller, options.perspective);
    const afterSeq = nonNegative(options.afterSeq ?? 0, 'afterSeq');
    const limit = pageSize(options.limit, HISTORY_PAGE, 'limit');
    const actors = actorsBySeq(loaded.rows);
    const entries: VisibleEntry[] = [];
    let nextAfterSeq = afterSeq;
    for (const row of gameEvents(loaded.rows)) {
      if (row.seq <= afterSeq) continue;
      if (entries.length === limit) break;
      nextAfterSeq = row.seq;
      const event = loaded.game.redact(row.payload, viewer);
      if (event) entries.push({ seq: row.seq, actor: actors.get(row.seq) ?? null, event });
    }
    const hasMore = gameEvents(loaded.rows).some((row) => row.seq > nextAfterSeq);
    return { gameId: caller.gameId, viewer, entries, nextAfterSeq: hasMore ? nextAfterSeq : loaded.version, hasMore, version: loaded.version };
  }

  /** The position after `step` commands, seen as `perspective`: the caller's own until the end, any after it. */
  async replayFrame(caller: Caller, step: number, perspective?: string): Promise<ReplayFrame> {
    const loaded = await this.load(caller.gameId);
    const viewer = this.perspectiveFor(loaded, caller, perspective);
    const steps = commandSteps(loaded.rows);
    if (!Number.isSafeInteger(step) || step < 0 || step > steps.length) {
      throw ApiError.of('ERR_BAD_REQUEST', 'step', `step must be a whole number from 0 to ${steps.length}`);
    }
    const current = step === 0 ? undefined : steps[step - 1];
    const version = current?.lastSeq ?? 0;
    const state = foldRows(loaded.game, loaded.game.setup(loaded.header.options), loaded.rows.filter((row) => row.seq <= version));
    const events = current ? this.visibleEntries(loaded.game, current.events, viewer, new Map(current.events.map((row) => [row.seq, current.actor]))) : [];
    return {
      gameId: caller.gameId,
      perspective: viewer,
      step,
      steps: steps.length,
      version,
      actor: current?.actor ?? null,
      events,
      view: loaded.game.view(state, viewer) as Json,
      pending: loaded.game.pending(state),
      outcome: loaded.game.outcome(state) as Outcome | null,
    };
  }

  /** A finished game as a record: every command with its dice and events. Open to all once the game has ended. */
  async exportRecord(gameId: string): Promise<GameRecord> {
    const loaded = await this.load(gameId);
    if (!loaded.outcome) throw ApiError.of('ERR_GAME_NOT_ENDED', 'status', 'a game can be exported once it has ended');
    return {
      format: 'wargames-record',
      formatVersion: 1,
      gameType: loaded.header.gameType,
      options: loaded.header.options,
      outcome: loaded.outcome,
      steps: commandSteps(loaded.rows).map((step, index) => {
        if (!step.envelope) throw new Error(`step ${index + 1} of game ${gameId} has no command envelope`);
        return {
          ...(step.commandId !== null ? { commandId: step.commandId } : {}),
          actor: step.envelope.actor,
          command: step.envelope.command,
          dice: step.envelope.dice.map(([bound, value]) => [bound, value] as [number, number]),
          events: step.events.map((row) => row.payload as { type: string }),
        };
      }),
      exportedFrom: { gameId, createdAt: loaded.header.createdAt.toISOString() },
    };
  }

  /** Decides every step of a record again; stores it as a new, ended game only if every step is legal and fits. */
  async importRecord(raw: unknown): Promise<GameSummary> {
    if (nestsDeeperThan(raw, MAX_RECORD_NESTING)) {
      throw ApiError.of('ERR_MALFORMED_RECORD', 'record', `a record nests at most ${MAX_RECORD_NESTING} levels of arrays and objects`);
    }
    const parsed = gameRecordSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'record';
      throw ApiError.of('ERR_MALFORMED_RECORD', field, `record field "${field}": ${issue?.message ?? 'invalid'}`);
    }
    const record = parsed.data;
    const game = this.gameDefinition(record.gameType);
    const replayed = replayRecord(game, record);
    // One append: an imported game is stored whole or not at all.
    const header = await this.store.createGame({ id: randomUUID(), gameType: game.id, options: replayed.options });
    await this.store.append({ gameId: header.id, expectedVersion: 0, actor: 'import', commandId: 'import', events: replayed.rows, outcome: toJson(replayed.outcome) });
    return this.getGame(header.id);
  }

  /** Rows that the viewer may see, redacted; null redactions are left out. */
  visibleEntries(game: AnyGame, rows: readonly StoredEvent[], viewer: Viewer, actors: ReadonlyMap<number, string | null>): VisibleEntry[] {
    const entries: VisibleEntry[] = [];
    for (const row of gameEvents(rows)) {
      const event = game.redact(row.payload, viewer);
      if (event) entries.push({ seq: row.seq, actor: actors.get(row.seq) ?? null, event });
    }
    return entries;
  }

  /** The game's rules and current stream (for the live feed). */
  async load(gameId: string): Promise<LoadedGame> {
    return this.loadHeader(await this.header(gameId));
  }

  /** The viewer whose eyes a read uses: the caller's own, or a spectator's, while the game runs; any after it ends. */
  perspectiveFor(loaded: LoadedGame, caller: Caller, requested: string | undefined): Viewer {
    const own = caller.role ?? SPECTATOR;
    if (requested === undefined || requested === '' || requested === own || requested === SPECTATOR) return requested || own;
    const known = [...loaded.game.roles, SPECTATOR, OMNISCIENT];
    if (!known.includes(requested)) {
      throw ApiError.of('ERR_BAD_REQUEST', 'perspective', `perspective must be one of ${known.join(', ')}`);
    }
    if (!loaded.outcome) {
      throw ApiError.of('ERR_PERSPECTIVE_FORBIDDEN', 'perspective', `while the game runs you see it only as ${own}; other perspectives open when it ends`);
    }
    return requested;
  }

  private async previousResult(loaded: LoadedGame, caller: Caller, commandId: string, rows: StoredEvent[]): Promise<CommandResult> {
    const step = commandSteps(loaded.rows).find((candidate) => candidate.events.some((row) => row.commandId === commandId));
    const actor = step?.actor ?? rows[0]?.actor ?? null;
    if (actor !== caller.role) {
      throw ApiError.of('ERR_COMMAND_ID_REUSED', 'commandId', 'this commandId was used by another seat in this game: choose a new one');
    }
    const version = Math.max(...rows.map((row) => row.seq));
    const state = foldRows(loaded.game, loaded.game.setup(loaded.header.options), loaded.rows.filter((row) => row.seq <= version));
    const viewer = caller.role ?? SPECTATOR;
    const events = this.visibleEntries(loaded.game, rows, viewer, new Map(rows.map((row) => [row.seq, actor])));
    return { gameId: caller.gameId, commandId, duplicate: true, version, events, view: this.viewResult(loaded, caller, viewer, state, version) };
  }

  private viewResult(loaded: LoadedGame, caller: Caller, viewer: Viewer, state: unknown, version: number): GameViewResult {
    const pending = loaded.game.pending(state);
    const outcome = loaded.game.outcome(state) as Outcome | null;
    return {
      gameId: caller.gameId,
      gameType: loaded.game.id,
      viewer,
      role: caller.role,
      version,
      status: outcome ? 'ended' : 'active',
      pending,
      yourTurn: caller.role !== null && pending.includes(caller.role),
      outcome,
      view: loaded.game.view(state, viewer) as Json,
    };
  }

  private async summaryOf(loaded: LoadedGame): Promise<GameSummary> {
    const seats = new Set((await this.store.listSeats(loaded.header.id)).map((seat) => seat.role));
    return {
      id: loaded.header.id,
      gameType: loaded.game.id,
      title: loaded.game.title,
      options: loaded.header.options,
      status: loaded.outcome ? 'ended' : 'active',
      version: loaded.version,
      pending: loaded.game.pending(loaded.state),
      seats: loaded.game.roles.map((role) => ({ role, claimed: seats.has(role) })),
      outcome: loaded.outcome,
      createdAt: loaded.header.createdAt.toISOString(),
    };
  }

  private async header(gameId: string): Promise<StoredGame> {
    const header = GAME_ID_PATTERN.test(gameId) ? await this.store.getGame(gameId) : null;
    if (!header) throw ApiError.of('ERR_GAME_NOT_FOUND', 'gameId', `no game has the id "${truncate(gameId)}"`);
    return header;
  }

  private async loadHeader(header: StoredGame): Promise<LoadedGame> {
    const game = this.gameDefinition(header.gameType);
    const stream = await this.streams.load(header, game);
    return { ...stream, header, game, outcome: game.outcome(stream.state) as Outcome | null };
  }

  private gameDefinition(id: string): AnyGame {
    const game = this.registry.get(id);
    if (!game) {
      const known = this.registry.list().map((candidate) => candidate.id);
      throw ApiError.of('ERR_UNKNOWN_GAME_TYPE', 'gameType', `no game type "${truncate(id)}"; the games are ${known.join(', ')}`);
    }
    return game;
  }
}

function describeGameType(game: AnyGame): GameTypeInfo {
  return {
    id: game.id,
    title: game.title,
    roles: game.roles,
    optionsSchema: z.toJSONSchema(game.optionsSchema, { io: 'input', unrepresentable: 'any' }) as Json,
    commandSchema: z.toJSONSchema(game.commandSchema, { io: 'input', unrepresentable: 'any' }) as Json,
    board: toJson(game.board),
  };
}

function stale(expected: number, actual: number): ApiError {
  return ApiError.of('ERR_STALE_VERSION', 'expectedVersion', `expectedVersion ${expected} is stale: the game is at version ${actual}; reload and decide again`);
}

function checkCommandId(commandId: unknown): string {
  if (typeof commandId !== 'string' || !COMMAND_ID_PATTERN.test(commandId)) {
    throw ApiError.of('ERR_BAD_REQUEST', 'commandId', 'commandId must be 1 to 200 printable ASCII characters without spaces');
  }
  return commandId;
}

function nonNegative(value: number, field: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw ApiError.of('ERR_BAD_REQUEST', field, `${field} must be a whole number ≥ 0`);
  return value;
}

function pageSize(value: number | undefined, limits: { default: number; max: number }, field: string): number {
  if (value === undefined) return limits.default;
  if (!Number.isSafeInteger(value) || value < 1 || value > limits.max) {
    throw ApiError.of('ERR_BAD_REQUEST', field, `${field} must be a whole number from 1 to ${limits.max}`);
  }
  return value;
}

function toJson(value: unknown): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}

function truncate(text: string): string {
  return text.length > 64 ? `${text.slice(0, 64)}…` : text;
}

/** A short random pause before deciding again, so that racing writers spread out. */
function pause(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
}
