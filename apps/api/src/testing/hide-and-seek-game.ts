import {
  CommonErrors,
  err,
  ok,
  parseWith,
  rollD6,
  ruleError,
  type GameDefinition,
  type Viewer,
  type VisibleEvent,
} from '@wargames/engine';
import { z } from 'zod';

/**
 * A tiny game with hidden information, so that the service's tests do not depend on the real games:
 * the hider hides a token in one of 9 cells (secret, with a secret decoy roll), the seeker names a cell.
 * A found token scores the seeker 1 point; after `rounds` rounds the higher score wins (the hider scores misses).
 */
const optionsSchema = z.object({ rounds: z.number().int().min(1).max(5).default(2) });
const commandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hide'), cell: z.number().int().min(0).max(8) }),
  z.object({ type: z.literal('seek'), cell: z.number().int().min(0).max(8) }),
]);

/** What `view` gives each viewer: the hider (and the omniscient view) see the cell and decoys, others only whether a token is hidden. */
const viewSchema = z.object({
  step: z.enum(['hide', 'seek', 'ended']).describe('Whose move it is (see steps).'),
  round: z.number().int().min(1),
  revealed: z.array(z.number().int().min(0).max(8)),
  score: z.object({ hider: z.number().int().min(0), seeker: z.number().int().min(0) }),
  hiddenAt: z.number().int().min(0).max(8).nullable().optional().describe('Hider and omniscient only.'),
  decoys: z.array(z.number().int()).optional().describe('Hider and omniscient only.'),
  tokenHidden: z.boolean().optional().describe('Seeker and spectators: whether the token is hidden now.'),
});
/** Every event as some viewer may receive it: secret fields are optional (left out for the seeker and spectators). */
const eventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hidden'), round: z.number().int(), cell: z.number().int().optional(), decoy: z.number().int().optional() }),
  z.object({ type: z.literal('sought'), round: z.number().int(), cell: z.number().int(), found: z.boolean(), hiddenAt: z.number().int().nullable().optional(), roll: z.number().int() }),
]);

type Options = z.infer<typeof optionsSchema>;
type Command = z.infer<typeof commandSchema>;
type Event =
  | { type: 'hidden'; round: number; cell: number; decoy: number }
  | { type: 'sought'; round: number; cell: number; found: boolean; hiddenAt: number | null; roll: number };

interface State {
  readonly rounds: number;
  readonly round: number;
  readonly hiddenAt: number | null;
  readonly revealed: readonly number[];
  readonly score: { readonly hider: number; readonly seeker: number };
  readonly decoys: readonly number[];
}

export const HIDE_AND_SEEK_SECRET_KEYS = ['hiddenAt', 'decoy', 'decoys'] as const;

export const hideAndSeek: GameDefinition<Options, State, Command, Event, unknown> = {
  id: 'hide-and-seek',
  title: 'Hide and seek (test game)',
  roles: ['hider', 'seeker'],
  optionsSchema,
  commandSchema,
  viewSchema,
  eventSchema,
  steps: [
    { id: 'hide', rule: 'T-1', description: 'The hider hides the token in one of the 9 cells (secret).' },
    { id: 'seek', rule: 'T-2', description: 'The seeker names a cell not searched before.' },
    { id: 'ended', rule: 'T-3', description: 'Every round has been played.' },
  ],
  board: { cells: 9 },
  parseOptions: (raw) => parseWith(optionsSchema, raw ?? {}, CommonErrors.MALFORMED_OPTIONS, 'options'),
  setup: (options) => ({ rounds: options.rounds, round: 1, hiddenAt: null, revealed: [], score: { hider: 0, seeker: 0 }, decoys: [] }),
  parseCommand: (raw) => parseWith(commandSchema, raw, CommonErrors.MALFORMED_COMMAND, 'command'),
  decide(state, command, actor, dice) {
    if (state.round > state.rounds) return err(ruleError(CommonErrors.GAME_OVER, 'T-3', 'the game has ended'));
    if (actor !== 'hider' && actor !== 'seeker') return err(ruleError(CommonErrors.NOT_A_PLAYER, 'T-1', `${actor} has no seat`));
    const waitingFor = state.hiddenAt === null ? 'hider' : 'seeker';
    if (actor !== waitingFor) return err(ruleError(CommonErrors.NOT_YOUR_TURN, 'T-1', `it is the ${waitingFor}'s turn`));
    if (command.type === 'hide') {
      if (actor !== 'hider') return err(ruleError('ERR_WRONG_COMMAND', 'T-1', 'only the hider hides'));
      return ok([{ type: 'hidden', round: state.round, cell: command.cell, decoy: rollD6(dice) }]);
    }
    if (state.revealed.includes(command.cell)) {
      return err(ruleError('ERR_CELL_SEARCHED', 'T-2', `cell ${command.cell} was searched already`));
    }
    const found = command.cell === state.hiddenAt;
    return ok([{ type: 'sought', round: state.round, cell: command.cell, found, hiddenAt: state.hiddenAt, roll: rollD6(dice) }]);
  },
  evolve(state, event) {
    if (event.type === 'hidden') return { ...state, hiddenAt: event.cell, decoys: [...state.decoys, event.decoy] };
    return {
      ...state,
      round: state.round + 1,
      hiddenAt: null,
      revealed: [...state.revealed, event.cell],
      score: event.found ? { ...state.score, seeker: state.score.seeker + 1 } : { ...state.score, hider: state.score.hider + 1 },
    };
  },
  view(state, viewer: Viewer) {
    const sees = viewer === 'hider' || viewer === 'omniscient';
    return {
      step: state.round > state.rounds ? 'ended' : state.hiddenAt === null ? 'hide' : 'seek',
      round: state.round,
      revealed: state.revealed,
      score: state.score,
      ...(sees ? { hiddenAt: state.hiddenAt, decoys: state.decoys } : { tokenHidden: state.hiddenAt !== null }),
    };
  },
  redact(event, viewer): VisibleEvent | null {
    if (viewer === 'hider' || viewer === 'omniscient') return event;
    if (event.type === 'hidden') return { type: 'hidden', round: event.round };
    return { type: 'sought', round: event.round, cell: event.cell, found: event.found, roll: event.roll };
  },
  pending(state) {
    if (state.round > state.rounds) return [];
    return [state.hiddenAt === null ? 'hider' : 'seeker'];
  },
  legal(state, role) {
    if (state.round > state.rounds) return [];
    const cells = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    if (role === 'hider' && state.hiddenAt === null) return cells.map((cell) => ({ type: 'hide' as const, cell }));
    if (role === 'seeker' && state.hiddenAt !== null) {
      return cells.filter((cell) => !state.revealed.includes(cell)).map((cell) => ({ type: 'seek' as const, cell }));
    }
    return [];
  },
  /** A seek's chances, seen by the seeker: only the cells not yet searched, which its view shows too (no secret). */
  preview(state, command, role) {
    const legal = this.decide(state, command, role, { int: () => 0 });
    if (!legal.ok) return legal;
    if (command.type !== 'seek') return ok(null);
    return ok({ kind: 'seek', cell: command.cell, cellsLeft: 9 - state.revealed.length });
  },
  outcome(state) {
    if (state.round <= state.rounds) return null;
    const { hider, seeker } = state.score;
    const winner = hider === seeker ? null : hider > seeker ? 'hider' : 'seeker';
    return { winner, reason: 'rounds-played', rule: 'T-3', message: `${hider}:${seeker} after ${state.rounds} rounds` };
  },
};
