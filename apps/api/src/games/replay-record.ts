import { isDeepStrictEqual } from 'node:util';
import { execute, type AnyGame, type Json, type Outcome } from '@wargames/engine';
import type { NewEvent } from '@wargames/event-store';
import { ApiError } from '../errors/api-error';
import { envelopeEvent } from './command-envelope';
import type { GameRecord } from './game-record';
import { DiceReplayError, replayingDice } from './recorded-dice';
import { toJson } from './to-json';

/** A record that the engine accepted step by step: what to store for it. */
export interface ReplayedRecord {
  readonly options: Json;
  readonly rows: readonly NewEvent[];
  readonly outcome: Outcome;
}

/**
 * Decides every step of a record again, with its recorded dice, and checks that each is legal where it stands,
 * uses exactly its dice and gives the recorded events, and that the game ends with the recorded outcome.
 * Pure: nothing is stored. Refusals are ERR_ILLEGAL_RECORD naming the step.
 */
export function replayRecord(game: AnyGame, record: GameRecord): ReplayedRecord {
  const options = game.parseOptions(record.options);
  if (!options.ok) throw ApiError.fromRule(options.error);
  const commandIds = record.steps.map((step, index) => step.commandId ?? `import-${index + 1}`);
  if (new Set(commandIds).size !== commandIds.length) {
    throw ApiError.of('ERR_MALFORMED_RECORD', 'steps.commandId', 'two steps of the record share a command id');
  }
  let state = game.setup(options.value);
  const rows: NewEvent[] = [];
  record.steps.forEach((step, index) => {
    const where = `steps.${index}`;
    if (game.outcome(state) !== null) throw illegal(where, `step ${index + 1} comes after the end of the game`);
    const dice = replayingDice(step.dice);
    let executed: ReturnType<typeof execute>;
    try {
      executed = execute(game, state, step.command, step.actor, dice);
    } catch (error) {
      if (error instanceof DiceReplayError) throw illegal(where, `step ${index + 1}: ${error.message}`);
      throw error;
    }
    if (!executed.ok) {
      const { code, rule, message } = executed.error;
      throw illegal(where, `step ${index + 1} is refused: ${code} (${rule}) ${message}`);
    }
    if (dice.remaining() > 0) throw illegal(where, `step ${index + 1} leaves ${dice.remaining()} recorded dice draws unused`);
    const events = executed.value.events.map((event) => toJson(event));
    if (step.events && !isDeepStrictEqual(events, toJson(step.events))) {
      throw illegal(where, `step ${index + 1} does not give the recorded events`);
    }
    rows.push(
      envelopeEvent(step.actor, commandIds[index] as string, toJson(executed.value.command), step.dice),
      ...events.map((event) => ({ type: (event as { type: string }).type, payload: event })),
    );
    state = executed.value.state;
  });
  const outcome = game.outcome(state) as Outcome | null;
  if (!outcome) throw illegal('steps', 'the record ends before the game does: only finished games are imported');
  if (record.outcome && !isDeepStrictEqual(toJson(record.outcome), toJson(outcome))) {
    throw illegal('outcome', 'the recorded outcome is not the outcome of the replayed steps');
  }
  return { options: toJson(options.value), rows, outcome };
}

function illegal(field: string, message: string): ApiError {
  return ApiError.of('ERR_ILLEGAL_RECORD', field, message);
}
