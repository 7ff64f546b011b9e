import type { Bot } from '../bot';
import { arrasChoice } from './arras-policy';
import { stateFromView, type ArrasCommand, type ArrasView } from './arras-seat';

/** Arras's rules-aware player: the best next position by a one-command look-ahead (AR-4, AR-8.6). */
export const arrasHeuristicBot: Bot<ArrasView, ArrasCommand> = {
  level: 'heuristic',
  choose: (seat, rng) => arrasChoice(stateFromView(seat.view), seat.role as 'allied' | 'german', seat.legal, rng),
};
