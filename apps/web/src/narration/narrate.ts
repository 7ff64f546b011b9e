import type { ArrasEvent, GameTypeId, GrafSpeeEvent } from '@wargames/sdk';
import { narrateArras } from './arras-narration';
import { narrateGrafSpee } from './graf-spee-narration';
import type { Narration, NarrationViewer } from './narration';

/**
 * An event in words for one viewer, before translation. Pure: the same event and viewer give the same narration,
 * so the play page, the replay viewer and tests share it. An event type this client does not know yet (a newer API)
 * is told as such rather than dropped.
 */
export function narrate(gameType: GameTypeId | string, event: { readonly type: string } & Readonly<Record<string, unknown>>, viewer: NarrationViewer): Narration {
  switch (gameType) {
    case 'graf-spee':
      return narrateGrafSpee(event as GrafSpeeEvent, viewer);
    case 'arras':
      return narrateArras(event as ArrasEvent, viewer);
    default:
      return { key: 'unknown', values: { type: event.type }, rules: [], hexes: [], pieces: [] };
  }
}
