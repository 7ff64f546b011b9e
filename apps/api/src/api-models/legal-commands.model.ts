import { ID, Int, ObjectType } from '@nestjs/graphql';
import type { Json } from '@wargames/engine';
import type { LegalCommands } from '../games/game-models';
import { DocumentedProperty } from './documented-property';
import { JsonScalar } from './json-scalar';

@ObjectType('LegalCommands', { description: "The caller's legal commands now (empty when the game does not wait for the caller)." })
export class LegalCommandsModel implements LegalCommands {
  @DocumentedProperty('The game id.', () => ID)
  gameId!: string;

  @DocumentedProperty("The caller's seat; null for a spectator, who has no commands.", () => String, { nullable: true })
  role!: string | null;

  @DocumentedProperty('The version these commands are legal at.', () => Int)
  version!: number;

  @DocumentedProperty('Each legal command, ready to send as `command`.', () => [JsonScalar], { api: { type: 'array', items: { type: 'object', additionalProperties: true } } })
  commands!: Json[];

  @DocumentedProperty(
    'The commands the caller may send at any time while the game runs, whether or not it waits for the caller: resigning, and calling the game off (`abort`) while another seat waits for its player. A waiting seat, whose `commands` are empty, learns here what it may still do. Empty for a spectator and after the end.',
    () => [JsonScalar],
    { api: { type: 'array', items: { type: 'object', additionalProperties: true } } },
  )
  anytime!: Json[];
}
