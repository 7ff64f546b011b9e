import { ID, Int, ObjectType } from '@nestjs/graphql';
import type { Json } from '@wargames/engine';
import type { CommandResult } from '../games/game-models';
import { DocumentedProperty } from './documented-property';
import { GameViewModel } from './game-view.model';
import { JsonScalar } from './json-scalar';
import { VisibleEventModel } from './visible-event.model';

@ObjectType('CommandResult', { description: 'An accepted command: the events the caller may see, the caller’s new view and next legal commands.' })
export class CommandResultModel implements CommandResult {
  @DocumentedProperty('The game id.', () => ID)
  gameId!: string;

  @DocumentedProperty('The command id the caller sent.', () => String)
  commandId!: string;

  @DocumentedProperty('True when this command id had been accepted before: this is the first result, nothing new was stored.', () => Boolean)
  duplicate!: boolean;

  @DocumentedProperty("The game's version right after this command.", () => Int)
  version!: number;

  @DocumentedProperty('The events of this command that the caller may see, redacted for the caller.', () => [VisibleEventModel], { api: { type: () => [VisibleEventModel] } })
  events!: VisibleEventModel[];

  @DocumentedProperty("The caller's view right after this command.", () => GameViewModel, { api: { type: () => GameViewModel } })
  view!: GameViewModel;

  @DocumentedProperty(
    "The caller's legal commands right after this command, as `legalCommands` would answer them (empty when the game then waits for another seat, or has ended): send one of them next.",
    () => [JsonScalar],
    { api: { type: 'array', items: { type: 'object', additionalProperties: true } } },
  )
  legal!: Json[];
}
