import { ID, Int, ObjectType } from '@nestjs/graphql';
import type { Json } from '@wargames/engine';
import type { GameStatus, GameViewResult } from '../games/game-models';
import { ANY_JSON, DocumentedProperty } from './documented-property';
import { JsonScalar } from './json-scalar';
import { OutcomeModel } from './outcome.model';

@ObjectType('GameView', { description: "The game as the caller may see it (computed by the game's view for the caller's viewer)." })
export class GameViewModel implements GameViewResult {
  @DocumentedProperty('The game id.', () => ID)
  gameId!: string;

  @DocumentedProperty('The game type id.', () => String)
  gameType!: string;

  @DocumentedProperty('Whose eyes: a role, "spectator", or "omniscient" (only after the end).', () => String)
  viewer!: string;

  @DocumentedProperty("The caller's seat; null for a spectator.", () => String, { nullable: true })
  role!: string | null;

  @DocumentedProperty('The version this view is at.', () => Int)
  version!: number;

  @DocumentedProperty('"active" or "ended".', () => String, { api: { enum: ['active', 'ended'] } })
  status!: GameStatus;

  @DocumentedProperty('The roles the game waits for.', () => [String], { api: { type: [String] } })
  pending!: string[];

  @DocumentedProperty('Whether the game waits for the caller.', () => Boolean)
  yourTurn!: boolean;

  @DocumentedProperty('How the game ended; null while it runs.', () => OutcomeModel, { nullable: true, api: { type: () => OutcomeModel } })
  outcome!: OutcomeModel | null;

  @DocumentedProperty("The game's view for this viewer.", () => JsonScalar, { api: ANY_JSON })
  view!: Json;
}
