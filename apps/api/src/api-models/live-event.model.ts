import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { Json, VisibleEvent } from '@wargames/engine';
import type { LiveEvent } from '../live/live-feed';
import { DocumentedProperty } from './documented-property';
import { GameViewModel } from './game-view.model';
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

  // GraphQL only (the SSE stream does not offer them): asked for with `withPosition`.
  @Field(() => GameViewModel, {
    nullable: true,
    description: "With `withPosition`, on the last event of each push: the subscriber's view at `version`, as `view` reads it; else null.",
  })
  view?: GameViewModel | null;

  @Field(() => [JsonScalar], {
    nullable: true,
    description: "With `withPosition`, on the last event of each push: the subscriber's legal commands at `version`, as `legalCommands` reads them (empty when it is not the subscriber's turn); else null.",
  })
  legal?: Json[] | null;
}
