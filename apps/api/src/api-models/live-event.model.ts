import { ID, Int, ObjectType } from '@nestjs/graphql';
import type { VisibleEvent } from '@wargames/engine';
import type { LiveEvent } from '../live/live-feed';
import { DocumentedProperty } from './documented-property';
import { JsonScalar } from './json-scalar';

@ObjectType('LiveEvent', { description: 'A new event of a game, pushed live, redacted for the subscriber.' })
export class LiveEventModel implements LiveEvent {
  @DocumentedProperty('The game id.', () => ID)
  gameId!: string;

  @DocumentedProperty('Position of the event in the game.', () => Int)
  seq!: number;

  @DocumentedProperty('The seat whose command produced the event.', () => String, { nullable: true })
  actor!: string | null;

  @DocumentedProperty('The event, redacted for the subscriber.', () => JsonScalar, { api: { type: 'object', additionalProperties: true } })
  event!: VisibleEvent;

  @DocumentedProperty("The game's version once this event's command was stored.", () => Int)
  version!: number;
}
