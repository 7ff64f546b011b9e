import { ObjectType } from '@nestjs/graphql';
import type { Outcome } from '@wargames/engine';
import { DocumentedProperty } from './documented-property';

@ObjectType('Outcome', { description: 'How a game ended.' })
export class OutcomeModel implements Outcome {
  @DocumentedProperty('The winning role, or null for a game without a winner.', () => String, { nullable: true })
  winner!: string | null;

  @DocumentedProperty('Why the game ended, stable for clients ("spee-sunk", "exit-west"; "resigned" when a player gave the game up).', () => String)
  reason!: string;

  @DocumentedProperty('The rule paragraph that decided it (GS-8.1, AR-4.1), or "resign" for a resignation, which no rule paragraph governs.', () => String)
  rule!: string;

  @DocumentedProperty('Human explanation.', () => String)
  message!: string;
}
