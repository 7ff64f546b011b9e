import { CommonErrors, parseWith, type GameDefinition } from '@wargames/engine';
import { z } from 'zod';
import { board, type BoardJson } from './board';
import { commandSchema, type Command } from './commands';
import { decide } from './decide';
import { visibleEventSchema, type GrafSpeeEvent } from './events';
import { evolve } from './evolve';
import { legal } from './legal';
import { optionsSchema, parseGrafSpeeOptions, type GrafSpeeOptions } from './options';
import { pending, ROLES } from './pending';
import { preview } from './raid-preview';
import { redact } from './redact';
import { initialState, type GrafSpeeState } from './state';
import { steps } from './steps';
import { view } from './view';
import { viewSchema, type GrafSpeeView } from './view-schema';

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
  viewSchema,
  eventSchema: visibleEventSchema,
  steps,
  board: board.json,
  parseOptions: parseGrafSpeeOptions,
  // Games stored before an option existed hold fewer keys: the schema fills in its default.
  setup: (options) => initialState(optionsSchema.parse(options ?? {})),
  parseCommand: (raw) => parseWith(commandSchema as z.ZodType<Command>, raw, CommonErrors.MALFORMED_COMMAND, 'command'),
  decide,
  evolve,
  view,
  redact,
  pending,
  legal,
  preview,
  outcome: (state) => state.outcome,
};
