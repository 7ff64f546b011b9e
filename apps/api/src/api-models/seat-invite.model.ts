import { ID, ObjectType } from '@nestjs/graphql';
import type { SeatInvite } from '../games/game-models';
import { DocumentedProperty } from './documented-property';

@ObjectType('SeatInvite', { description: 'A seat held for an opponent. Whoever first accepts the code gets the seat’s token; the code then never works again.' })
export class SeatInviteModel implements SeatInvite {
  @DocumentedProperty('The game id.', () => ID)
  gameId!: string;

  @DocumentedProperty('The seat held.', () => String)
  role!: string;

  @DocumentedProperty('The secret invite code. Only its hash is stored: hand it to the opponent, it cannot be shown again.', () => String)
  code!: string;
}
