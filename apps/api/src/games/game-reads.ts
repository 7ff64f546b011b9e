import { Injectable } from '@nestjs/common';
import { CommonErrors, OMNISCIENT, SPECTATOR, type Json, type Outcome, type Viewer } from '@wargames/engine';
import { ApiError } from '../errors/api-error';
import { AwaitedSeats } from './awaited-seats';
import { anytimeFor, legalFor, ownViewer, viewResult, visibleEntries } from './caller-view';
import { actorsBySeq, commandSteps, foldRows, gameEvents } from './command-steps';
import type { Caller, CommandPreviewResult, GameViewResult, HistoryPage, LegalCommands, ReplayFrame, VisibleEntry } from './game-models';
import { GameLoader, type LoadedGame } from './game-loader';
import type { StreamFreshness } from './game-stream-cache';
import { streamRows, streamRowsFromCommandAfter } from './stream-snapshot';
import { nonNegative, pageSize } from './input-checks';
import { toJson } from './to-json';
import { VictoryClaims } from './victory-claims';

const HISTORY_PAGE = { default: 100, max: 500 };

/**
 * A game as one caller may see it: view, legal commands, history and replay frames. Everything returned is computed
 * by the game's `view` and `redact` for the caller's viewer (design.md, "Information security").
 */
@Injectable()
export class GameReads {
  constructor(
    private readonly loader: GameLoader,
    private readonly awaitedSeats: AwaitedSeats,
    private readonly victoryClaims: VictoryClaims,
  ) {}

  /**
   * The caller's view. With `atLeastVersion` (a version the client already holds, as after its own command) this
   * process answers from memory when it knows the game at that version or newer, without asking the store; the
   * answer's version says which it read. Without it, the newest stored state.
   */
  async view(caller: Caller, perspective?: string, atLeastVersion?: number): Promise<GameViewResult> {
    const loaded = await this.loader.load(caller.gameId, freshness(atLeastVersion));
    const viewer = perspectiveFor(loaded, caller, perspective);
    return viewResult(loaded, caller, viewer, loaded.state, loaded.version);
  }

  /** The caller's legal commands; `atLeastVersion` as for `view`. */
  async legalCommands(caller: Caller, atLeastVersion?: number): Promise<LegalCommands> {
    const loaded = await this.loader.load(caller.gameId, freshness(atLeastVersion));
    // Whom the game still waits for is a read of its seats while one waits, and remembered once all are held.
    const awaited = caller.role === null || loaded.outcome ? [] : (await this.awaitedSeats.othersAwaited(caller.gameId, loaded.game.roles, caller.role)).awaited;
    // Claiming the win: whose move it is first, then (only while the game waits for the other side) the bot seats.
    const claimableAt = await this.victoryClaims.claimableAt(loaded, caller.role, awaited);
    const claimable = this.victoryClaims.hasCome(claimableAt);
    // `anytime` is worked out when read, as `viewResult`'s view: the clients that read the other seat's legal commands
    // on every move (the command path) do not ask for it.
    return {
      gameId: caller.gameId,
      role: caller.role,
      version: loaded.version,
      commands: legalFor(loaded.game, loaded.state, caller.role),
      claimableAt: claimableAt?.toISOString() ?? null,
      get anytime() {
        return anytimeFor(loaded.game, loaded.state, caller.role, awaited, claimable);
      },
    };
  }

  /**
   * What a command of the caller's seat would lead to, worked out by the game's pure `preview` on the current state:
   * refused like the command itself when it is illegal. It is computed for the caller's own seat, and a game's preview
   * shows only what that seat's view shows.
   */
  async preview(caller: Caller, command: unknown): Promise<CommandPreviewResult> {
    const role = caller.role;
    if (role === null) {
      throw ApiError.of(CommonErrors.NOT_A_PLAYER, 'Authorization', 'only a seated player may preview commands: send the seat token as a Bearer token');
    }
    const loaded = await this.loader.load(caller.gameId);
    if (loaded.outcome) throw ApiError.of(CommonErrors.GAME_OVER, loaded.outcome.rule, 'the game has ended');
    const parsed = loaded.game.parseCommand(command);
    if (!parsed.ok) throw ApiError.fromRule(parsed.error);
    if (!loaded.game.preview) return { gameId: caller.gameId, role, version: loaded.version, preview: null };
    const previewed = loaded.game.preview(loaded.state, parsed.value, role);
    if (!previewed.ok) throw ApiError.fromRule(previewed.error);
    return { gameId: caller.gameId, role, version: loaded.version, preview: previewed.value === null ? null : toJson(previewed.value) };
  }

  async history(caller: Caller, options: { afterSeq?: number | undefined; limit?: number | undefined; perspective?: string | undefined }): Promise<HistoryPage> {
    const loaded = await this.loader.load(caller.gameId);
    const viewer = perspectiveFor(loaded, caller, options.perspective);
    const afterSeq = nonNegative(options.afterSeq ?? 0, 'afterSeq');
    const limit = pageSize(options.limit, HISTORY_PAGE, 'limit');
    const rows = streamRowsFromCommandAfter(loaded, afterSeq);
    const actors = actorsBySeq(rows);
    const entries: VisibleEntry[] = [];
    let nextAfterSeq = afterSeq;
    for (const row of gameEvents(rows)) {
      if (row.seq <= afterSeq) continue;
      if (entries.length === limit) break;
      nextAfterSeq = row.seq;
      const event = loaded.game.redact(row.payload, viewer);
      if (event) entries.push({ seq: row.seq, actor: actors.get(row.seq) ?? null, event });
    }
    const hasMore = gameEvents(rows).some((row) => row.seq > nextAfterSeq);
    return { gameId: caller.gameId, viewer, entries, nextAfterSeq: hasMore ? nextAfterSeq : loaded.version, hasMore, version: loaded.version };
  }

  /** The position after `step` commands, seen as `perspective`: the caller's own until the end, any after it. */
  async replayFrame(caller: Caller, step: number, perspective?: string): Promise<ReplayFrame> {
    const loaded = await this.loader.load(caller.gameId);
    const viewer = perspectiveFor(loaded, caller, perspective);
    const rows = streamRows(loaded);
    const steps = commandSteps(rows);
    if (!Number.isSafeInteger(step) || step < 0 || step > steps.length) {
      throw ApiError.of('ERR_BAD_REQUEST', 'step', `step must be a whole number from 0 to ${steps.length}`);
    }
    const current = step === 0 ? undefined : steps[step - 1];
    const version = current?.lastSeq ?? 0;
    const state = foldRows(loaded.game, loaded.game.setup(loaded.header.options), rows.filter((row) => row.seq <= version));
    const events = current ? visibleEntries(loaded.game, current.events, viewer, new Map(current.events.map((row) => [row.seq, current.actor]))) : [];
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
}

/** The viewer whose eyes a read uses: the caller's own, or a spectator's, while the game runs; any after it ends. */
export function perspectiveFor(loaded: LoadedGame, caller: Caller, requested: string | undefined): Viewer {
  const own = ownViewer(caller);
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

/** The load a read asks for: the newest stored state, or at least the version the client holds. */
function freshness(atLeastVersion: number | undefined): StreamFreshness {
  return atLeastVersion === undefined ? 'fresh' : { atLeastVersion: nonNegative(atLeastVersion, 'atLeastVersion') };
}
