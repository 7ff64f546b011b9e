import { CommonErrors, parseWith, type GameDefinition } from '@wargames/engine';
import { z } from 'zod';
import { board, type BoardJson } from './board';
import { commandSchema, type Command } from './commands';
import { decide } from './decide';
import type { GrafSpeeEvent } from './events';
import { evolve } from './evolve';
import { legal } from './legal';
import { pending, ROLES } from './pending';
import { redact } from './redact';
import { initialState, type GrafSpeeState } from './state';
import { view, type GrafSpeeView } from './view';

/** Graf Spee has no options yet. */
export const optionsSchema = z.strictObject({}).describe('Graf Spee has no options; send {}');
export type GrafSpeeOptions = z.output<typeof optionsSchema>;

export type GrafSpeeGame = GameDefinition<GrafSpeeOptions, GrafSpeeState, Command, GrafSpeeEvent, GrafSpeeView> & {
  readonly board: BoardJson;
};

/** The Graf Spee decider (rules: shared/rules/graf-spee.md). */
export const grafSpee: GrafSpeeGame = {
  id: 'graf-spee',
  title: 'Graf Spee',
  roles: ROLES,
  optionsSchema,
  commandSchema: commandSchema as z.ZodType<Command>,
  board: board.json,
  parseOptions: (raw) => parseWith(optionsSchema, raw ?? {}, CommonErrors.MALFORMED_OPTIONS, 'options'),
  setup: () => initialState(),
  parseCommand: (raw) => parseWith(commandSchema as z.ZodType<Command>, raw, CommonErrors.MALFORMED_COMMAND, 'command'),
  decide,
  evolve,
  view,
  redact,
  pending,
  legal,
  outcome: (state) => state.outcome,
};
