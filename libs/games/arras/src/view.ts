import { OMNISCIENT, SPECTATOR, type Viewer } from '@wargames/engine';
import { z } from 'zod';
import { ARRAS_DATA } from './data/arras-data';
import { hexIdSchema, sideSchema } from './names';
import { pending } from './pending';
import { hexLabel, positionOf } from './position';
import { stackSchema, stacksOf } from './stacking';
import { arrasStateShape, type ArrasState } from './state';
import { waitingFor } from './waiting-for';

const VIEWERS = ['allied', 'german', SPECTATOR, OMNISCIENT] as const;
const hexes = (what: string) => z.array(hexIdSchema).readonly().describe(what);

/**
 * What a viewer sees, as a zod schema, the one description of a view (`ArrasView` is derived from it): Arras is open
 * (AR-9), so the whole state, plus fields a client would otherwise derive.
 */
export const arrasViewSchema = z
  .strictObject({
    ...arrasStateShape,
    viewer: z.enum(VIEWERS).describe('Whose eyes this view is for: a player, a spectator, or the omniscient replay (all see the same, AR-9)'),
    pending: z.array(sideSchema).readonly().describe('Whose decision the game waits for; empty once it has ended'),
    waitingFor: z.string().describe('What the game waits for, in words'),
    turnMarkerHex: hexIdSchema.describe('The turn record box the marker stands on (AR-2, AR-3.2)'),
    zoc: z
      .strictObject({
        allied: hexes('Hexes in the Allied zone of control'),
        german: hexes('Hexes in the German zone of control'),
      })
      .readonly()
      .describe('AR-6.1: the hexes in each side\'s zone of control now'),
    stacks: z
      .array(stackSchema)
      .readonly()
      .describe('AR-7.2: hexes where units share a hex for now (only within a movement phase; each unit\'s own hex shows it too)'),
  })
  .readonly()
  .describe('An Arras game as a viewer sees it');

export type ArrasView = z.output<typeof arrasViewSchema>;

const labels = (covered: readonly number[]): string[] => {
  const out: string[] = [];
  covered.forEach((on, i) => on && out.push(hexLabel(i)));
  return out;
};

/** AR-9: every viewer — either player, a spectator, the omniscient replay — sees the same; only `viewer` differs. */
export function view(state: ArrasState, viewer: Viewer): ArrasView {
  const position = positionOf(state);
  return {
    ...state,
    viewer: VIEWERS.find((known) => known === viewer) ?? SPECTATOR,
    pending: pending(state),
    waitingFor: waitingFor(state),
    turnMarkerHex: ARRAS_DATA.turnTrack[state.turn - 1]?.hex ?? '',
    zoc: { allied: labels(position.zoc.allied), german: labels(position.zoc.german) },
    stacks: stacksOf(state, position),
  };
}
