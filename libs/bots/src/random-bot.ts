import { drawOne } from '@wargames/engine';
import type { Bot } from './bot';

/** Any legal command, uniformly: the baseline every other bot must beat. */
export const randomBot: Bot = {
  level: 'random',
  choose: (seat, rng) => drawOne(rng, seat.legal),
};
