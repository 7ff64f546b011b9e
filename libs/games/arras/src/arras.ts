import type { GameDefinition, Outcome, VisibleEvent } from '@wargames/engine';
import { BOARD, type ArrasBoard } from './board';
import { arrasCommandSchema, parseArrasCommand, type ArrasCommand } from './commands';
import { decide } from './decide';
import { arrasEventSchema, type ArrasEvent } from './events';
import { evolve } from './evolve';
import { legal } from './legal';
import { arrasOptionsSchema, parseArrasOptions, type ArrasOptions } from './options';
import { pending } from './pending';
import { preview } from './preview';
import { setup, type ArrasState } from './state';
import { ARRAS_STEPS } from './steps';
import { arrasViewSchema, view, type ArrasView } from './view';

/** Arras (AR-1 … AR-9) on the shared game contract. */
export const arras: GameDefinition<ArrasOptions, ArrasState, ArrasCommand, ArrasEvent, ArrasView> & { readonly board: ArrasBoard } = {
  id: 'arras',
  title: 'Arras 1940',
  roles: ['allied', 'german'],
  optionsSchema: arrasOptionsSchema,
  commandSchema: arrasCommandSchema,
  viewSchema: arrasViewSchema,
  eventSchema: arrasEventSchema,
  steps: ARRAS_STEPS,
  board: BOARD,
  parseOptions: parseArrasOptions,
  setup,
  parseCommand: parseArrasCommand,
  decide,
  evolve,
  view,
  /** AR-9: open information — every viewer may know every event, dice included. */
  redact: (event): VisibleEvent => event,
  pending,
  legal,
  outcome: (state): Outcome | null => state.outcome,
  /** AR-8: the odds of an attack or of the 88, with their shifts, modifiers and rules, before it is sent. */
  preview,
};
