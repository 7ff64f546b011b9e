import { OMNISCIENT, type Viewer } from '@wargames/engine';
import type { GrafSpeeEvent, VisibleGrafSpeeEvent } from './events';

/**
 * GS-9: what `viewer` may know of an event, from the event alone. German secrets (Spee hex, path, refuelling,
 * supply ships) go to the German; piece kinds (drawn from a box, entering, moving, returning) go to the British; the random deal of GS-3.3 to
 * nobody; Ruling GS-9: spectators see no piece kind at all, nor which pieces are CVs. Omniscient (granted only after
 * the end) sees everything.
 * The result has the shape of `visibleEventSchema` (checked by the type and by the schema tests).
 */
export function redact(event: GrafSpeeEvent, viewer: Viewer): VisibleGrafSpeeEvent {
  if (viewer === OMNISCIENT) return event;
  const german = viewer === 'german';
  const british = viewer === 'british';
  const spectator = !german && !british;
  switch (event.type) {
    case 'spee-placed':
    case 'supply-ship-placed':
      return german ? event : { type: event.type };
    case 'british-deployed':
      return { type: event.type, atlantic: event.atlantic, indian: event.indian };
    case 'spee-moved':
      return german ? event : { type: event.type, turn: event.turn };
    case 'piece-drawn':
      return british ? event : { type: event.type, box: event.box, token: event.token };
    case 'piece-returned':
      return british ? event : { type: event.type, token: event.token, from: event.from, box: event.box };
    case 'piece-entered':
      return british ? event : { type: event.type, token: event.token, box: event.box, to: event.to };
    case 'piece-moved':
      return british ? event : { type: event.type, token: event.token, from: event.from, to: event.to };
    case 'spee-found':
      return spectator ? { ...event, revealed: event.revealed.map((p) => ({ token: p.token })) } : event;
    case 'target-required':
      // Ruling GS-9: the candidates are the non-CVs of the hex (GS-6.2): which tokens they are would tell a spectator the CVs.
      return spectator ? { type: event.type } : event;
    case 'air-searched':
      return spectator ? { type: event.type, searched: event.searched, found: event.found } : event;
    case 'air-attack':
      return spectator ? { type: event.type, dice: event.dice, hits: event.hits, speeResult: event.speeResult } : event;
    case 'surface-combat': {
      if (!spectator) return event;
      const { targetKind: _hidden, ...rest } = event;
      return rest;
    }
    default:
      return event;
  }
}
