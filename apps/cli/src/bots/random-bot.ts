import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { withoutResignation } from '@wargames/sdk';
import type { Bot, BotOptions } from './bot';

/** Picks uniformly among the legal commands, never resigning; with a seed, the same choices every run. */
export function randomBot(options: BotOptions): Bot {
  const rng = xoroshiro128plus(options.seed ?? Date.now() ^ (Math.random() * 0x7fffffff));
  return {
    choose({ legal }) {
      const playing = withoutResignation(legal as readonly { type: string }[]);
      if (playing.length === 0) throw new Error('no legal command to choose from');
      return playing[uniformInt(rng, 0, playing.length - 1)] as (typeof legal)[number];
    },
  };
}
