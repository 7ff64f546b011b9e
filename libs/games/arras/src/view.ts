import type { Role, Viewer } from '@wargames/engine';
import { ARRAS_DATA } from './data/arras-data';
import { pending } from './pending';
import { hexLabel, positionOf } from './position';
import { stacksOf, type Stack } from './stacking';
import type { ArrasState } from './state';
import { waitingFor } from './waiting-for';

/** What a viewer sees: Arras is open (AR-9), so the whole state plus fields a client would otherwise derive. */
export interface ArrasView extends ArrasState {
  readonly viewer: Viewer;
  readonly pending: Role[];
  /** What the game waits for, in words. */
  readonly waitingFor: string;
  /** The turn record box the marker stands on (AR-2, AR-3.2). */
  readonly turnMarkerHex: string;
  /** AR-6.1: hexes in each side's zone of control now. */
  readonly zoc: { readonly allied: readonly string[]; readonly german: readonly string[] };
  /** AR-7.2: hexes where units share a hex for now (only in a movement phase), each with its units. */
  readonly stacks: readonly Stack[];
}

const labels = (covered: Uint8Array): string[] => {
  const out: string[] = [];
  covered.forEach((on, i) => on && out.push(hexLabel(i)));
  return out;
};

/** AR-9: every viewer — either player, a spectator, the omniscient replay — sees the same; only `viewer` differs. */
export function view(state: ArrasState, viewer: Viewer): ArrasView {
  const position = positionOf(state);
  return {
    ...state,
    viewer,
    pending: pending(state),
    waitingFor: waitingFor(state),
    turnMarkerHex: ARRAS_DATA.turnTrack[state.turn - 1]?.hex ?? '',
    zoc: { allied: labels(position.zoc.allied), german: labels(position.zoc.german) },
    stacks: stacksOf(state, position),
  };
}
