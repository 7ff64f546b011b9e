import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@wargames/event-store';
import { EVENT_STORE } from '../app/tokens';
import { ApiError } from '../errors/api-error';
import { commandSteps } from './command-steps';
import type { GameSummary } from './game-models';
import { GameLoader } from './game-loader';
import { GameLobby } from './game-lobby';
import { gameRecordSchema, type GameRecord } from './game-record';
import { toJson } from './to-json';
import { nestsDeeperThan } from './json-nesting';
import { replayRecord } from './replay-record';
import { streamRows } from './stream-snapshot';

/** Far more than any game's record needs; deeper input would overflow the recursive record schema. */
const MAX_RECORD_NESTING = 64;

/** Finished games as records: exported with every command and its dice, imported by deciding every step again. */
@Injectable()
export class GameRecords {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly loader: GameLoader,
    private readonly lobby: GameLobby,
  ) {}

  /** A finished game as a record: every command with its dice and events. Open to all once the game has ended. */
  async exportRecord(gameId: string): Promise<GameRecord> {
    const loaded = await this.loader.load(gameId);
    if (!loaded.outcome) throw ApiError.of('ERR_GAME_NOT_ENDED', 'status', 'a game can be exported once it has ended');
    return {
      format: 'wargames-record',
      formatVersion: 1,
      gameType: loaded.header.gameType,
      options: loaded.header.options,
      outcome: loaded.outcome,
      steps: commandSteps(streamRows(loaded)).map((step, index) => {
        if (!step.envelope) throw new Error(`step ${index + 1} of game ${gameId} has no command envelope`);
        return {
          ...(step.commandId !== null ? { commandId: step.commandId } : {}),
          actor: step.envelope.actor,
          command: step.envelope.command,
          dice: step.envelope.dice.map(([bound, value]) => [bound, value] as [number, number]),
          events: step.events.map((row) => row.payload as { type: string }),
        };
      }),
      exportedFrom: { gameId, createdAt: loaded.header.createdAt.toISOString(), imported: loaded.header.imported },
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
    const game = this.loader.definition(record.gameType);
    const replayed = replayRecord(game, record);
    // One append: an imported game's events are stored whole or not at all.
    const header = await this.store.createGame({ id: randomUUID(), gameType: game.id, options: replayed.options, imported: true });
    await this.store.append({ gameId: header.id, expectedVersion: 0, actor: 'import', commandId: 'import', events: replayed.rows, outcome: toJson(replayed.outcome) });
    return this.lobby.getGame(header.id);
  }
}
