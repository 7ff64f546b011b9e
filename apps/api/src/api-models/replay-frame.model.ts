import { ID, Int, ObjectType } from '@nestjs/graphql';
import type { Json } from '@wargames/engine';
import type { ReplayFrame } from '../games/game-models';
import { ANY_JSON, DocumentedProperty } from './documented-property';
import { JsonScalar } from './json-scalar';
import { OutcomeModel } from './outcome.model';
import { VisibleEventModel } from './visible-event.model';

@ObjectType('ReplayFrame', { description: 'The game after a number of commands, seen from one perspective.' })
export class ReplayFrameModel implements ReplayFrame {
  @DocumentedProperty('The game id.', () => ID)
  gameId!: string;

  @DocumentedProperty('Whose eyes: the caller’s own while the game runs; any role, "spectator" or "omniscient" after it ends.', () => String)
  perspective!: string;

  @DocumentedProperty('Commands applied so far; 0 is the set-up position.', () => Int)
  step!: number;

  @DocumentedProperty('Commands in the game so far (the last step).', () => Int)
  steps!: number;

  @DocumentedProperty("The game's version at this step.", () => Int)
  version!: number;

  @DocumentedProperty('The seat whose command this step is; null at step 0.', () => String, { nullable: true })
  actor!: string | null;

  @DocumentedProperty("This step's events as the perspective sees them.", () => [VisibleEventModel], { api: { type: () => [VisibleEventModel] } })
  events!: VisibleEventModel[];

  @DocumentedProperty("The game's view for the perspective at this step.", () => JsonScalar, { api: ANY_JSON })
  view!: Json;

  @DocumentedProperty('The roles the game waited for at this step.', () => [String], { api: { type: [String] } })
  pending!: string[];

  @DocumentedProperty('The outcome if the game had ended at this step.', () => OutcomeModel, { nullable: true, api: { type: () => OutcomeModel } })
  outcome!: OutcomeModel | null;
}
