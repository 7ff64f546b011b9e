import { sideOf } from '@wargames/arras/position';
import { seededDice } from '@wargames/engine';
import { arras } from '@wargames/games';
import { playMatch } from '../play-match';
import { germanWinChance } from './arras-evaluation';
import { phaseChoice } from './arras-policy';
import { arrasHeuristicBot } from './heuristic-bot';
import { lookingPhaseChoice } from './phase-order';
import { arrasSearchBot } from './search-bot';

const options = (() => {
  const parsed = arras.parseOptions({});
  if (!parsed.ok) throw new Error('default options refused');
  return parsed.value;
})();

type Logged = { readonly type: string; readonly side?: string; readonly phase?: string; readonly defender?: string };
const alliedAttack = (event: Logged) => event.type === 'attack-declared' && event.defender !== undefined && sideOf(event.defender) === 'german';

/** The Allied combat phases started before that turn's movement phase, each with whether it declared an attack. */
function combatsBeforeMoving(events: readonly Logged[]): boolean[] {
  const found: boolean[] = [];
  let moved = false;
  let fighting = false;
  for (const event of events) {
    // Turn 1 begins with its first phase; every later Allied turn is announced.
    if (event.type === 'player-turn-started' && event.side === 'allied') moved = false;
    else if (event.type === 'phase-started' && event.side === 'allied') {
      if (event.phase === 'movement') moved = true;
      fighting = event.phase === 'combat' && !moved;
      if (fighting) found.push(false);
    } else if (fighting && alliedAttack(event)) found[found.length - 1] = true;
  }
  return found;
}

describe('the Arras search\'s Allied order of phases (AR-5.3)', () => {
  it('given turn 1, with no German in reach, moves first where the heuristic would spend its combat phase on nothing', () => {
    const state = arras.setup(options);
    const legal = arras.legal(state, 'allied');
    expect(phaseChoice(state, legal)).toEqual({ type: 'start-phase', phase: 'combat' });
    expect(lookingPhaseChoice(state, legal, seededDice(1), germanWinChance)).toEqual({ type: 'start-phase', phase: 'movement' });
  });

  it('fights before moving only when it attacks then (for the shift, AR-8.2), in games against the heuristic German', () => {
    const games = [1, 2].map((seed) => playMatch({ game: arras, options, bots: { german: arrasHeuristicBot, allied: arrasSearchBot }, dice: seededDice(seed), seed }));
    const early = games.flatMap((game) => combatsBeforeMoving(game.events as readonly Logged[]));
    expect(early.length).toBeGreaterThan(0);
    expect(early.every((attacked) => attacked)).toBe(true);
    for (const game of games) expect(game.events.find((event) => event.type === 'phase-started')).toMatchObject({ side: 'allied', phase: 'movement', turn: 1 });
  }, 60_000);
});
