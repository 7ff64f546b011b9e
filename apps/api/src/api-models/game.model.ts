import { ID, Int, ObjectType } from '@nestjs/graphql';
import type { Json } from '@wargames/engine';
import type { GameStatus, GameSummary } from '../games/game-models';
import { ANY_JSON, DocumentedProperty } from './documented-property';
import { JsonScalar } from './json-scalar';
import { OutcomeModel } from './outcome.model';
import { SeatModel } from './seat.model';

@ObjectType('Game', { description: 'A game as anyone may see it: no hidden fact is here.' })
export class GameModel implements GameSummary {
  @DocumentedProperty('The game id.', () => ID)
  id!: string;

  @DocumentedProperty('The game type id ("graf-spee", "arras").', () => String)
  gameType!: string;

  @DocumentedProperty("The game type's title.", () => String)
  title!: string;

  @DocumentedProperty('The options the game was created with, after defaults.', () => JsonScalar, { api: ANY_JSON })
  options!: Json;

  @DocumentedProperty('"active" while it runs, "ended" after.', () => String, { api: { enum: ['active', 'ended'] } })
  status!: GameStatus;

  @DocumentedProperty('Number of stored events; pass it as expectedVersion to guard a command against a moved game.', () => Int)
  version!: number;

  @DocumentedProperty('The roles the game waits for (whose turn it is); empty once ended.', () => [String], { api: { type: [String] } })
  pending!: string[];

  @DocumentedProperty('Every seat and whether it is taken.', () => [SeatModel], { api: { type: () => [SeatModel] } })
  seats!: SeatModel[];

  @DocumentedProperty('How the game ended; null while it runs.', () => OutcomeModel, { nullable: true, api: { type: () => OutcomeModel } })
  outcome!: OutcomeModel | null;

  @DocumentedProperty('True for a game created by importing a record (anyone may import one, without a token): nobody played it on this server.', () => Boolean)
  imported!: boolean;

  @DocumentedProperty('When the game was created (ISO 8601).', () => String)
  createdAt!: string;

  @DocumentedProperty('When the game ended (ISO 8601): the time of the command that ended it, or of the import for an imported game; null while it runs. Finished games are listed by it, the latest first.', () => String, { nullable: true })
  endedAt!: string | null;

  @DocumentedProperty(
    'When the last command was stored (ISO 8601): how long a game has waited for its next move; for an imported game, the import; null before the first command.',
    () => String,
    { nullable: true },
  )
  lastMoveAt!: string | null;
}
