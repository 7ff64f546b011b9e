import { playRandomGame, seededDice, type DiceSource } from '@wargames/engine';
import { grafSpee } from '@wargames/games';
import { COMMAND_OWNER, DEFAULT_OPTIONS, type Command, type CommandType } from '@wargames/graf-spee';
import { endsGrafSpeeAtOnce, keepsGrafSpeeGoing } from './long-graf-spee-play';

/** One game in process: random legal play, or (with `keep`) among the commands it keeps, one roll a decision. */
function play(seed: number, keep?: (command: Command, roll: number) => boolean): { commands: number; events: number } {
  const kept = (choices: readonly { type: string }[], dice: DiceSource) => {
    const roll = dice.int(10) / 10;
    return choices.filter((command) => keep?.(command as Command, roll));
  };
  const game = playRandomGame(grafSpee, DEFAULT_OPTIONS, seededDice(seed), 5_000, undefined, keep ? kept : undefined);
  return { commands: game.commands, events: game.events.length };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

describe('long Graf Spee play (test and benchmark support)', () => {
  it('names every command type it decides on as the game defines it, and lets through none that ends or scores', () => {
    const turned: Partial<Record<CommandType, string>> = {};
    for (const type of Object.keys(COMMAND_OWNER) as CommandType[]) {
      const command = type === 'move-spee' ? { type, path: ['C3'] } : { type };
      const [often, seldom] = [keepsGrafSpeeGoing(command, 0.5), keepsGrafSpeeGoing(command, 0.05)];
      turned[type] = often && seldom ? 'kept' : seldom ? 'seldom' : often ? 'often only' : 'refused';
    }
    // A new command type fails here until someone decides whether it keeps a game going.
    expect(turned).toEqual({
      'place-spee': 'kept',
      'place-supply-ship': 'kept',
      'deploy-british': 'kept',
      'move-spee': 'kept',
      scuttle: 'refused', // GS-8.4 ends the game
      'buy-extra-moves': 'refused', // GS-5.3 scores for the German
      'draw-from-box': 'seldom', // GS-5.5
      'enter-map': 'kept',
      'move-piece': 'seldom', // GS-5.2
      'end-movement': 'kept',
      'air-search': 'refused', // GS-5.8 finds her
      'end-air-search': 'kept',
      'choose-target': 'kept',
      raid: 'refused', // GS-7 scores
      'decline-raid': 'kept',
    });
  });

  it('refuses a Spee move whose last step is a box (an exit, GS-4.5), not one through the sea', () => {
    expect(endsGrafSpeeAtOnce({ type: 'move-spee', path: ['A2', 'atlantic'] })).toBe(true);
    expect(endsGrafSpeeAtOnce({ type: 'move-spee', path: ['B6', 'indian'] })).toBe(true);
    expect(endsGrafSpeeAtOnce({ type: 'move-spee', path: ['A2', 'A3'] })).toBe(false);
    expect(endsGrafSpeeAtOnce({ type: 'move-spee', path: [] })).toBe(false);
  });

  it('makes games last: over the same 15 seeds, several times as many commands as random play, and past 2,000 events in a third or more', () => {
    const seeds = Array.from({ length: 15 }, (_, i) => 700 + i);
    const random = seeds.map((seed) => play(seed));
    const long = seeds.map((seed) => play(seed, keepsGrafSpeeGoing));
    expect(median(long.map((game) => game.commands))).toBeGreaterThan(3 * median(random.map((game) => game.commands)));
    // Here: a median of 1,219 commands against 158, and 8 of 15 past 2,000 events (a benchmark plays until one is).
    expect(long.filter((game) => game.events >= 2_000).length).toBeGreaterThanOrEqual(seeds.length / 3);
  });
});
