import { Field, InputType } from '@nestjs/graphql';

@InputType('BotSeatInput', { description: 'A seat for a computer player, given when the game is created.' })
export class BotSeatInput {
  @Field(() => String, { description: 'The role the computer plays: "german", "british", "allied".' })
  role!: string;

  @Field(() => String, { description: 'How strong it plays: "random", "heuristic" or "search".' })
  level!: string;
}
