import type { ArrasView } from '@wargames/sdk';
import type { ArrasBoard, ArrasCounterSpec } from '@/board-data/arras';

const counter = (id: string, side: ArrasCounterSpec['side'], nation: ArrasCounterSpec['nation'], setup: string): ArrasCounterSpec => ({
  id, side, nation, type: 'infantry', strength: 2, movement: 3, setup,
});
/** A few Arras counters (only what side each is on matters here), in the counter sheet's order (AR-2.1). */
export const board = {
  counters: [
    counter('4RTR', 'allied', 'british', '0403'),
    counter('6DLI', 'allied', 'british', '0404'),
    counter('3DLM-1', 'allied', 'french', '0205'),
    counter('7Kr', 'german', 'wehrmacht', '0806'),
    counter('SS-TK-1', 'german', 'ss', '1004'),
    counter('17Bde', 'allied', 'british', '0503'),
  ],
} as unknown as ArrasBoard;

type Status = 'map' | 'eliminated' | 'exited';
/** A view whose units stand on the map, were eliminated or exited, as given. */
export const viewWith = (statuses: Readonly<Record<string, Status>>): ArrasView =>
  ({ units: Object.fromEntries(Object.entries(statuses).map(([id, status]) => [id, { hex: status === 'map' ? '0505' : null, status, disrupted: false }])) }) as unknown as ArrasView;

