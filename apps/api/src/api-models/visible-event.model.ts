import { Int, ObjectType } from '@nestjs/graphql';
import type { VisibleEvent } from '@wargames/engine';
import type { VisibleEntry } from '../games/game-models';
import { DocumentedProperty } from './documented-property';
import { JsonScalar } from './json-scalar';

@ObjectType('VisibleEvent', { description: "One stored event as the viewer may see it (computed by the game's redact)." })
export class VisibleEventModel implements VisibleEntry {
  @DocumentedProperty('Position of the event in the game (1, 2, …); events the viewer may not see are left out.', () => Int)
  seq!: number;

  @DocumentedProperty('The seat whose command produced the event.', () => String, { nullable: true })
  actor!: string | null;

  @DocumentedProperty('The event, redacted for the viewer; its "type" names it.', () => JsonScalar, { api: { type: 'object', additionalProperties: true } })
  event!: VisibleEvent;
}
