import type { ArrasView } from '@wargames/sdk';
import type { ArrasBoard, ArrasCounterSpec } from '@/board-data/arras';

/** The units no longer on the Arras map, as a player keeps them beside it: each side's losses and the exits. */
export interface ArrasOffMap {
  /** Allied units eliminated (AR-8.4, AR-8.5, AR-8.8), in the counter sheet's order. */
  readonly alliedLosses: readonly ArrasCounterSpec[];
  /** German units eliminated: each moved the turn marker on three boxes (AR-8.6). */
  readonly germanLosses: readonly ArrasCounterSpec[];
  /** German units that left the map westward (AR-4.1). */
  readonly exited: readonly ArrasCounterSpec[];
}

/** Read off the view's unit statuses; a unit the view does not list (an optional unit not in play) is not counted. */
export function arrasOffMap(board: ArrasBoard, view: ArrasView): ArrasOffMap {
  const withStatus = (status: 'eliminated' | 'exited') => board.counters.filter((counter) => view.units[counter.id]?.status === status);
  const eliminated = withStatus('eliminated');
  return {
    alliedLosses: eliminated.filter((counter) => counter.side === 'allied'),
    germanLosses: eliminated.filter((counter) => counter.side === 'german'),
    exited: withStatus('exited'),
  };
}
