import { CommonErrors, err, type GameDefinition, type Outcome, type Role, type Viewer } from '@wargames/engine';
import { BOARD, type ArrasBoard } from './board';
import { arrasCommandSchema, parseArrasCommand, type ArrasCommand } from './commands';
import { arrasError } from './errors';
import type { ArrasEvent } from './events';
import { evolve } from './evolve';
import { arrasOptionsSchema, parseArrasOptions, type ArrasOptions } from './options';
import { setup, type ArrasState } from './state';

export type ArrasView = ArrasState & { readonly viewer: Viewer; readonly pending: Role[] };

const pending = (state: ArrasState): Role[] => (state.outcome ? [] : state.combat?.step?.kind === 'gun' ? ['german'] : [state.side]);

/** Arras (AR-1 … AR-9) on the shared game contract. */
export const arras: GameDefinition<ArrasOptions, ArrasState, ArrasCommand, ArrasEvent, ArrasView> & { readonly board: ArrasBoard } = {
  id: 'arras',
  title: 'Arras 1940',
  roles: ['allied', 'german'],
  optionsSchema: arrasOptionsSchema,
  commandSchema: arrasCommandSchema,
  board: BOARD,
  parseOptions: parseArrasOptions,
  setup,
  parseCommand: parseArrasCommand,
  decide: () => err(arrasError(CommonErrors.MALFORMED_COMMAND, 'AR-5', 'not implemented yet')),
  evolve,
  view: (state, viewer) => ({ ...state, viewer, pending: pending(state) }),
  redact: (event) => event,
  pending,
  legal: () => [],
  outcome: (state): Outcome | null => state.outcome,
};
