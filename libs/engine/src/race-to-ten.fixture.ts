import { z } from 'zod';
import { CommonErrors, err, ok, parseWith, rollD6, ruleError, type GameDefinition } from './index';

/** A tiny game for testing the contract: players alternately add 1 or 2; a die may add a bonus; 10 wins. */
interface State {
  readonly total: number;
  readonly next: 'odd' | 'even';
  readonly winner: 'odd' | 'even' | null;
}
const commandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('add'), amount: z.union([z.literal(1), z.literal(2)]) }),
  z.object({ type: z.literal('gamble') }),
]);
type Command = z.infer<typeof commandSchema>;
type Event = { type: 'added'; by: 'odd' | 'even'; amount: number; die?: number };
const side = z.enum(['odd', 'even']);
const viewSchema = z.strictObject({ total: z.number().int(), next: side, winner: side.nullable() });
const eventSchema = z.strictObject({ type: z.literal('added'), by: side, amount: z.number().int(), die: z.number().int().optional() });

export const raceToTen: GameDefinition<Record<string, never>, State, Command, Event, State> = {
  id: 'race-to-ten',
  title: 'Race to ten',
  roles: ['odd', 'even'],
  optionsSchema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  commandSchema,
  viewSchema,
  eventSchema,
  steps: [{ id: 'play', rule: 'R-1', description: 'players alternately add 1 or 2, or gamble on a die' }],
  board: {},
  parseOptions: (raw) => parseWith(z.object({}).strict() as unknown as z.ZodType<Record<string, never>>, raw, CommonErrors.MALFORMED_OPTIONS, 'options'),
  setup: () => ({ total: 0, next: 'odd', winner: null }),
  parseCommand: (raw) => parseWith(commandSchema, raw, CommonErrors.MALFORMED_COMMAND, 'command'),
  decide(state, command, actor, dice) {
    if (state.winner) return err(ruleError(CommonErrors.GAME_OVER, 'R-3', 'the game is over'));
    if (actor !== state.next) return err(ruleError(CommonErrors.NOT_YOUR_TURN, 'R-1', `it is ${state.next}'s turn`));
    if (command.type === 'gamble') {
      const die = rollD6(dice);
      return ok([{ type: 'added', by: actor, amount: die <= 3 ? 1 : 2, die }]);
    }
    return ok([{ type: 'added', by: actor, amount: command.amount }]);
  },
  evolve(state, event) {
    const total = Math.min(10, state.total + event.amount);
    return { total, next: state.next === 'odd' ? 'even' : 'odd', winner: total === 10 ? event.by : null };
  },
  view: (state) => state,
  redact: (event, viewer) => (viewer === event.by || viewer === 'omniscient' ? event : { type: event.type, by: event.by, amount: event.amount }),
  pending: (state) => (state.winner ? [] : [state.next]),
  legal: (state, role) => (state.winner || role !== state.next ? [] : [{ type: 'add', amount: 1 }, { type: 'add', amount: 2 }, { type: 'gamble' }]),
  outcome: (state) => (state.winner ? { winner: state.winner, reason: 'reached-ten', rule: 'R-2', message: `${state.winner} reached ten` } : null),
};
