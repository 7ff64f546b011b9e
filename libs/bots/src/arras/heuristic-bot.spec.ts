import { sideOf } from '@wargames/arras/position';
import { seededDice } from '@wargames/engine';
import { arras } from '@wargames/games';
import { playMatch } from '../play-match';
import { arrasHeuristicBot } from './heuristic-bot';

const options = (() => {
  const parsed = arras.parseOptions({});
  if (!parsed.ok) throw new Error('default options refused');
  return parsed.value;
})();

/** Heuristic against heuristic over seeds 1–30 (seeded: the same games every run): each game's winner and events. */
const games = Array.from({ length: 30 }, (_, i) =>
  playMatch({ game: arras, options, bots: { german: arrasHeuristicBot, allied: arrasHeuristicBot }, dice: seededDice(i + 1), seed: i + 1 }),
);

describe('the Arras heuristic German (scoring with GERMAN_EVALUATION)', () => {
  it('wins a fair share against the heuristic Allies rather than losing to Rommel\'s panic while standing still (AR-4, AR-8.6)', () => {
    // Scoring with the Allies' evaluation he won 3 of these 30 games, each by leaving westward; with his own, 19.
    const german = games.filter((game) => game.outcome?.winner === 'german').length;
    expect(german).toBeGreaterThanOrEqual(10);
    expect(games.filter((game) => game.outcome?.reason === 'exit-west').length).toBeGreaterThanOrEqual(10);
  });

  it('attacks: the German declares an attack in almost every game (AR-8; in 11 of the 30 before)', () => {
    const germanAttack = (event: { type: string; defender?: string }) => event.type === 'attack-declared' && event.defender !== undefined && sideOf(event.defender) === 'allied';
    const attacking = games.filter((game) => game.events.some(germanAttack));
    expect(attacking.length).toBeGreaterThanOrEqual(25);
  });
});
