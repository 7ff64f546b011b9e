import fc from 'fast-check';
import { seededDice } from './dice';
import type { AnyGame } from './game-definition';
import { replay } from './play';
import { playRandomGame } from './random-play';
import { raceToTen } from './race-to-ten.fixture';

describe('playRandomGame', () => {
  it('plays to the end, reproducibly, and the events replay to the final state', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const first = playRandomGame(raceToTen, {}, seededDice(seed));
        const again = playRandomGame(raceToTen, {}, seededDice(seed));
        expect(first.ended).toBe(true);
        expect(again.events).toEqual(first.events);
        expect(replay(raceToTen, {}, first.events)).toEqual(first.state);
      }),
      { numRuns: 50 },
    );
  });

  it('stops at the command limit', () => {
    const result = playRandomGame(raceToTen, {}, seededDice(1), 2);
    expect(result.commands).toBe(2);
    expect(result.ended).toBe(false);
  });

  it('draws from the commands `prefer` keeps, and from all of them when it keeps none', () => {
    const played: string[] = [];
    const record = ({ command }: { command: { type: string } }) => played.push(command.type);
    playRandomGame(raceToTen, {}, seededDice(3), 10_000, record, (choices) => choices.filter((command) => command.type === 'gamble'));
    expect(new Set(played)).toEqual(new Set(['gamble']));
    played.length = 0;
    const none = playRandomGame(raceToTen, {}, seededDice(3), 10_000, record, () => []);
    expect(none.events).toEqual(playRandomGame(raceToTen, {}, seededDice(3)).events);
  });

  it('reports a legal command that the game refuses', () => {
    const broken: AnyGame = { ...raceToTen, legal: () => [{ type: 'add', amount: 1 }], pending: () => ['even'] };
    expect(() => playRandomGame(broken, {}, seededDice(1))).toThrow(/legal command refused/);
  });

  it('reports a game that waits for nobody', () => {
    const stuck: AnyGame = { ...raceToTen, pending: () => [] };
    expect(() => playRandomGame(stuck, {}, seededDice(1))).toThrow(/waits for nobody/);
  });
});
