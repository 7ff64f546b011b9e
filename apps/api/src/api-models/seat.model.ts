import { ObjectType } from '@nestjs/graphql';
import type { SeatInfo } from '../games/game-models';
import { DocumentedProperty } from './documented-property';

@ObjectType('Seat', { description: 'A seat of a game and whether a player holds it.' })
export class SeatModel implements SeatInfo {
  @DocumentedProperty('The role: "german", "british", "allied".', () => String)
  role!: string;

  @DocumentedProperty('Whether a player has claimed this seat.', () => Boolean)
  claimed!: boolean;

  @DocumentedProperty('Whether the seat is held for an invite that nobody has accepted yet (it is claimed as well); false once a player accepts it.', () => Boolean)
  invited!: boolean;

  @DocumentedProperty('The computer player holding this seat: "random", "heuristic" or "search"; null for a seat for people.', () => String, { nullable: true })
  bot!: string | null;
}
