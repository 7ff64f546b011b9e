import type { Bot } from '../bot';
import { britishChoice } from './british-policy';
import { germanChoice } from './german-policy';
import type { GrafSpeeCommand, GrafSpeeView } from './graf-spee-seat';
import { SpeeBelief } from './spee-belief';

/** Graf Spee's rules-aware player: a hiding, raiding German; a British who tracks where the Spee may be. */
export const grafSpeeHeuristicBot: Bot<GrafSpeeView, GrafSpeeCommand> = {
  level: 'heuristic',
  choose(seat, rng) {
    if (seat.role === 'german') return germanChoice(seat.view, seat.legal, rng);
    return britishChoice(seat.view, seat.legal, SpeeBelief.from(seat.history), rng);
  },
};
