import { botNamed, BOTS } from './bot-registry';
import { randomBot } from './random-bot';

const turn = (legal: string[]) => ({ legal, view: {}, role: 'german', gameType: 'graf-spee' });

describe('the random bot', () => {
  it('picks only legal commands, each about equally often', async () => {
    const bot = randomBot({ seed: 1 });
    const legal = ['a', 'b', 'c', 'd'];
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      const choice = await bot.choose(turn(legal));
      counts.set(choice, (counts.get(choice) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(legal);
    for (const count of counts.values()) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });

  it('never resigns: the resign command the API lists is left out of its choices', async () => {
    const bot = randomBot({ seed: 3 });
    const legal = [{ type: 'end-movement' }, { type: 'resign' }];
    for (let i = 0; i < 200; i++) expect(await bot.choose({ legal, view: {}, role: 'german', gameType: 'graf-spee' })).toEqual({ type: 'end-movement' });
  });

  it('makes the same choices with the same seed, other choices with another', async () => {
    const legal = Array.from({ length: 50 }, (_, i) => `c${i}`);
    const run = async (seed: number) => {
      const bot = randomBot({ seed });
      const picks: string[] = [];
      for (let i = 0; i < 20; i++) picks.push(await bot.choose(turn(legal)));
      return picks;
    };
    expect(await run(7)).toEqual(await run(7));
    expect(await run(7)).not.toEqual(await run(8));
  });

  it('is found by name in the bot registry; an unknown name is a usage error', () => {
    expect(botNamed('random')).toBe(BOTS['random']);
    expect(() => botNamed('alphago')).toThrow(/no bot "alphago"; the bots are random/);
  });
});
