import { isDeepStrictEqual } from 'node:util';
import { Inject, Injectable } from '@nestjs/common';
import { ABORT, CLAIM_VICTORY, CommonErrors, execute, type DiceSource, type Outcome } from '@wargames/engine';
import { ConcurrencyError, SeatsChangedError, type EventStore, type NewEvent, type SeatHold, type StoredEvent } from '@wargames/event-store';
import { DICE_SOURCE, EVENT_STORE } from '../app/tokens';
import { ApiError } from '../errors/api-error';
import { CommandRateLimiter } from '../throttling/command-rate-limiter';
import { AwaitedSeats } from './awaited-seats';
import { legalFor, viewResult, visibleEntries } from './caller-view';
import { envelopeEvent } from './command-envelope';
import { commandSteps, foldRows } from './command-steps';
import type { Caller, CommandResult, SubmitCommandInput } from './game-models';
import { GameLoader, type LoadedGame } from './game-loader';
import { commandRows, streamRows } from './stream-snapshot';
import { checkCommandId, nonNegative } from './input-checks';
import { recordingDice } from './recorded-dice';
import { toJson } from './to-json';
import { VictoryClaims } from './victory-claims';

/** How often a command without expectedVersion is decided again when another writer got in first. */
const MAX_ATTEMPTS = 10;

/**
 * A seat's command: decided by the game on the newest state (or refused), stored with its envelope and dice, and
 * answered with what the caller may see and its next legal commands, so that a bot needs one request per command.
 * The same command id with the same command answers the first result; with another command it is refused.
 */
@Injectable()
export class CommandSubmission {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DICE_SOURCE) private readonly dice: DiceSource,
    private readonly loader: GameLoader,
    private readonly rate: CommandRateLimiter,
    private readonly awaitedSeats: AwaitedSeats,
    private readonly victoryClaims: VictoryClaims,
  ) {}

  async submit(caller: Caller, input: SubmitCommandInput): Promise<CommandResult> {
    const commandId = checkCommandId(input.commandId);
    const expected = input.expectedVersion === undefined || input.expectedVersion === null ? undefined : nonNegative(input.expectedVersion, 'expectedVersion');
    const role = caller.role;
    if (role === null) {
      throw ApiError.of(CommonErrors.NOT_A_PLAYER, 'Authorization', 'only a seated player may send commands: send the seat token as a Bearer token');
    }
    this.rate.take(caller.gameId, role);
    // First decide on the state this process last knew (no read): the append checks the version in the database.
    // Anything refused on that state is decided again on a state read from the store before it is refused.
    let mode: 'cached' | 'fresh' = 'cached';
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const loaded = await this.loader.load(caller.gameId, mode);
      const previous = commandRows(loaded, commandId);
      if (previous.length > 0) return previousResult(loaded, caller, role, { commandId, command: input.command }, previous);
      const unverified = !loaded.verified;
      if (expected !== undefined && expected !== loaded.version) {
        if (unverified) {
          mode = 'fresh';
          attempt--;
          continue;
        }
        throw stale(expected, loaded.version);
      }
      if (loaded.outcome) throw ApiError.of(CommonErrors.GAME_OVER, loaded.outcome.rule, 'the game has ended');
      // A call-off is stored only if the seats it was allowed by are still those when it commits; a claim only if
      // nobody has moved since it was allowed (the append's version).
      const seatsAsRead = isSent(input.command, ABORT) ? await this.checkAwaited(loaded, caller.gameId, role) : undefined;
      if (isSent(input.command, CLAIM_VICTORY) && !(await this.victoryClaims.allowedNow(loaded, role))) {
        if (unverified) {
          mode = 'fresh';
          attempt--;
          continue;
        }
        throw this.victoryClaims.refusal(loaded.game);
      }

      const dice = recordingDice(this.dice);
      const executed = execute(loaded.game, loaded.state, input.command, role, dice);
      if (!executed.ok) {
        if (unverified) {
          mode = 'fresh';
          attempt--;
          continue;
        }
        throw ApiError.fromRule(executed.error);
      }
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
          ...(seatsAsRead ? { seatsAsRead } : {}),
        });
        if (appended.duplicate) return previousResult(await this.loader.load(caller.gameId), caller, role, { commandId, command: input.command }, [...appended.events]);
        this.loader.advance(loaded, appended.events, executed.value.state);
        const version = appended.events[appended.events.length - 1]?.seq ?? loaded.version;
        const visible = visibleEntries(loaded.game, appended.events, role, new Map(appended.events.map((row) => [row.seq, role])));
        const view = viewResult(loaded, caller, role, executed.value.state, version);
        const legal = legalFor(loaded.game, executed.value.state, role);
        return { gameId: caller.gameId, commandId, duplicate: false, version, events: visible, view, legal };
      } catch (error) {
        // Someone came (or was invited) meanwhile: decided again, the call-off is refused or goes on the new seats.
        if (error instanceof SeatsChangedError) {
          mode = 'fresh';
          continue;
        }
        if (!(error instanceof ConcurrencyError)) throw error;
        mode = 'fresh';
        if (expected !== undefined) throw stale(expected, (await this.loader.load(caller.gameId)).version);
        await pause(attempt);
      }
    }
    throw ApiError.of('ERR_CONTENDED', 'expectedVersion', `the game changed ${MAX_ATTEMPTS} times while deciding this command: send it again`);
  }

  /**
   * A game is called off only while another seat waits for its player (abort.ts): the game cannot see seats, so the
   * service checks them here, and answers the seats it read for the append to check again under the game's lock. Once
   * everyone has come, a player who wants out resigns.
   */
  private async checkAwaited(loaded: LoadedGame, gameId: string, role: string): Promise<readonly SeatHold[]> {
    const { awaited, seats } = await this.awaitedSeats.othersAwaited(gameId, loaded.game.roles, role);
    if (awaited.length > 0) return seats;
    throw ApiError.of('ERR_OPPONENT_SEATED', ABORT, 'abort: a game can be called off only while another seat waits for its player, and every seat has one: resign instead');
  }
}

/** Whether the command sent is of `type`, before it is parsed (the game refuses a call-off or a claim with other fields). */
function isSent(command: unknown, type: string): boolean {
  return typeof command === 'object' && command !== null && (command as { type?: unknown }).type === type;
}

/**
 * The first result of a stored command, as the caller sees it now: refused when the command id is another seat's, or
 * was used for another command (compared after parsing with the game's schema, so key order and defaults do not count).
 */
function previousResult(loaded: LoadedGame, caller: Caller, role: string, sent: { commandId: string; command: unknown }, rows: readonly StoredEvent[]): CommandResult {
  const { commandId } = sent;
  const stored = streamRows(loaded);
  const step = commandSteps(stored).find((candidate) => candidate.events.some((row) => row.commandId === commandId) || candidate.commandId === commandId);
  const actor = step?.actor ?? rows[0]?.actor ?? null;
  if (actor !== role) {
    throw ApiError.of('ERR_COMMAND_ID_REUSED', 'commandId', 'this commandId was used by another seat in this game: choose a new one');
  }
  if (step?.envelope && !sameCommand(loaded, sent.command, step.envelope.command)) {
    throw ApiError.of('ERR_COMMAND_ID_REUSED', 'commandId', 'this commandId was used for another command in this game: choose a new id for a new command');
  }
  const version = Math.max(...rows.map((row) => row.seq));
  const state = foldRows(loaded.game, loaded.game.setup(loaded.header.options), stored.filter((row) => row.seq <= version));
  const events = visibleEntries(loaded.game, rows, role, new Map(rows.map((row) => [row.seq, actor])));
  return {
    gameId: caller.gameId,
    commandId,
    duplicate: true,
    version,
    events,
    view: viewResult(loaded, caller, role, state, version),
    legal: legalFor(loaded.game, state, role),
  };
}

/** Whether a command sent now is the one stored (as parsed then): equal after parsing, whatever the key order. */
function sameCommand(loaded: LoadedGame, sent: unknown, stored: unknown): boolean {
  const parsed = loaded.game.parseCommand(sent);
  return parsed.ok && isDeepStrictEqual(toJson(parsed.value), stored);
}

function stale(expected: number, actual: number): ApiError {
  return ApiError.of('ERR_STALE_VERSION', 'expectedVersion', `expectedVersion ${expected} is stale: the game is at version ${actual}; reload and decide again`);
}

/** A short random pause before deciding again, so that racing writers spread out. */
function pause(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
}
