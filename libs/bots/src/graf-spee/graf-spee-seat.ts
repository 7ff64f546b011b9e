import type { Command, GrafSpeeView } from '@wargames/graf-spee';
import type { SeatKnowledge } from '../bot';

/** What a Graf Spee seat knows. */
export type GrafSpeeSeat = SeatKnowledge<GrafSpeeView, Command>;
export type { Command as GrafSpeeCommand, GrafSpeeView };
