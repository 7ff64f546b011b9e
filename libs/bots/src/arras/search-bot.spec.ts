import { seededDice } from '@wargames/engine';
import { arras, type ArrasCommand, type ArrasState } from '@wargames/arras';
import { germanWinChance, HEURISTIC_EVALUATION } from './arras-evaluation';
import { applyCommand } from './arras-policy';
import { arrasSearchBot } from './search-bot';
import { randomBot } from '../random-bot';
import { rngFor } from '../seeds';

const options = (() => {
  const parsed = arras.parseOptions({});
  if (!parsed.ok) throw new Error('default options refused');
  return parsed.value;
})();

/** The position of the German's first movement phase after a random Allied turn 1. */
function firstGermanMovement(seed: number): ArrasState {
  const dice = seededDice(seed);
  let state = arras.setup(options);
  for (let step = 0; step < 100; step++) {
    const role = arras.pending(state)[0] as 'allied' | 'german';
    const legal = arras.legal(state, role);
    if (role === 'german' && legal.some((command) => command.type === 'move')) return state;
    const command = randomBot.choose({ gameType: 'arras', options, role, view: arras.view(state, role), legal, history: [] }, rngFor(seed, step)) as ArrasCommand;
    state = applyCommand(state, command, role, dice) as ArrasState;
  }
  throw new Error('no German movement phase');
}

const column = (hex: string | null | undefined) => (hex === 'west' ? 0 : Number(hex?.slice(0, 2)));

describe('the Arras search as the German', () => {
  it.each([64, 22, 148])('moves a unit west in its first movement phase rather than standing still (seed %i, AR-4.1)', (seed) => {
    const state = firstGermanMovement(seed);
    const legal = arras.legal(state, 'german');
    // The heuristic's evaluation finds no opening move better than standing still (it is all but certain either way),
    // which made the German search end its first movement phases at once.
    const standing = germanWinChance(state, HEURISTIC_EVALUATION);
    const heuristicValues = legal.filter((c) => c.type === 'move').map((c) => germanWinChance(applyCommand(state, c, 'german', seededDice(1)) as ArrasState, HEURISTIC_EVALUATION));
    expect(Math.max(...heuristicValues) - standing).toBeLessThan(1e-3);
    const command = arrasSearchBot.choose({ gameType: 'arras', options, role: 'german', view: arras.view(state, 'german'), legal, history: [] }, rngFor(seed, 'german'));
    expect(command.type).toBe('move');
    if (command.type !== 'move') return;
    expect(column(command.path[command.path.length - 1])).toBeLessThan(column(state.units[command.unit]?.hex));
  }, 60_000);
});
