import type { ArrasCommand, ArrasState, ArrasView } from '@wargames/arras';
import { arrasStateShape } from '@wargames/arras';
import type { SeatKnowledge } from '../bot';

/** What an Arras seat knows: everything (AR-9, an open game). */
export type ArrasSeat = SeatKnowledge<ArrasView, ArrasCommand>;
export type { ArrasCommand, ArrasState, ArrasView };

const STATE_KEYS = Object.keys(arrasStateShape) as (keyof ArrasState)[];

/** AR-9: the view is the whole state plus derived fields, so the state is the view without them. */
export function stateFromView(view: ArrasView): ArrasState {
  const state: Record<string, unknown> = {};
  for (const key of STATE_KEYS) state[key] = view[key];
  return state as unknown as ArrasState;
}
