import type { Bot } from '../bot';
import { GERMAN_EVALUATION, germanWinChance, type ArrasEvaluation } from './arras-evaluation';
import { arrasChoice } from './arras-policy';
import { stateFromView, type ArrasCommand, type ArrasView } from './arras-seat';

/** The German scores positions with his own evaluation (`GERMAN_EVALUATION`: he moves west and attacks); the Allies with the heuristic's. */
const germanEvaluation: ArrasEvaluation = (state) => germanWinChance(state, GERMAN_EVALUATION);

/** Arras's rules-aware player: the best next position by a one-command look-ahead (AR-4, AR-8.6). */
export const arrasHeuristicBot: Bot<ArrasView, ArrasCommand> = {
  level: 'heuristic',
  choose: (seat, rng) => {
    const role = seat.role as 'allied' | 'german';
    return arrasChoice(stateFromView(seat.view), role, seat.legal, rng, Infinity, role === 'german' ? germanEvaluation : germanWinChance);
  },
};
