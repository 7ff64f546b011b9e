import type { Consequences } from './consequences';
import { sideOf } from './position';
import type { Side } from './state';

/**
 * AR-6.6: in its own side's recovery phase every disrupted unit of that side recovers, even in an EZOC. Ruling: the
 * exception — an Allied unit disrupted by an Ar in a combat phase played after the Allied recovery phase of the same
 * turn stays disrupted until the next Allied recovery phase — needs no bookkeeping: that recovery phase is over.
 */
export function recover(c: Consequences, side: Side): void {
  const units = Object.keys(c.state.units).filter((id) => sideOf(id) === side && c.state.units[id]?.status === 'map' && c.state.units[id]?.disrupted);
  if (units.length > 0) c.emit({ type: 'units-recovered', side, units });
}
