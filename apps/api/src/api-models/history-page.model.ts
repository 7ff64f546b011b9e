import { ID, Int, ObjectType } from '@nestjs/graphql';
import type { HistoryPage } from '../games/game-models';
import { DocumentedProperty } from './documented-property';
import { VisibleEventModel } from './visible-event.model';

@ObjectType('HistoryPage', { description: "A page of the caller's redacted event history." })
export class HistoryPageModel implements HistoryPage {
  @DocumentedProperty('The game id.', () => ID)
  gameId!: string;

  @DocumentedProperty('Whose eyes the events are redacted for.', () => String)
  viewer!: string;

  @DocumentedProperty('The events of this page, in order.', () => [VisibleEventModel], { api: { type: () => [VisibleEventModel] } })
  entries!: VisibleEventModel[];

  @DocumentedProperty('Pass as afterSeq to read the next page.', () => Int)
  nextAfterSeq!: number;

  @DocumentedProperty('Whether more events follow this page.', () => Boolean)
  hasMore!: boolean;

  @DocumentedProperty("The game's current version.", () => Int)
  version!: number;
}
