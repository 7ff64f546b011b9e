import { ID, ObjectType } from '@nestjs/graphql';
import type { SeatClaim } from '../games/game-models';
import { DocumentedProperty } from './documented-property';

@ObjectType('SeatClaim', { description: 'A claimed seat. The token is shown only here: send it as `Authorization: Bearer <token>`.' })
export class SeatClaimModel implements SeatClaim {
  @DocumentedProperty('The game id.', () => ID)
  gameId!: string;

  @DocumentedProperty('The seat claimed.', () => String)
  role!: string;

  @DocumentedProperty('The secret seat token. Only its hash is stored: keep it, it cannot be shown again.', () => String)
  token!: string;
}
