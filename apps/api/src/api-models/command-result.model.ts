import { ID, Int, ObjectType } from '@nestjs/graphql';
import type { CommandResult } from '../games/game-models';
import { DocumentedProperty } from './documented-property';
import { GameViewModel } from './game-view.model';
import { VisibleEventModel } from './visible-event.model';

@ObjectType('CommandResult', { description: 'An accepted command: the events the caller may see and the caller’s new view.' })
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
}
