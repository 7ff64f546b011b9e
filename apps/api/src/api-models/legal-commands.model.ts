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
    'The commands the caller may send at any time while the game runs, whether or not it waits for the caller: resigning, calling the game off (`abort`) while another seat waits for its player, and claiming the win (`claim-victory`) from `claimableAt`. A waiting seat, whose `commands` are empty, learns here what it may still do. Empty for a spectator and after the end.',
    () => [JsonScalar],
    { api: { type: 'array', items: { type: 'object', additionalProperties: true } } },
  )
  anytime!: Json[];

  @DocumentedProperty(
    "While the game waits only for the other side, a person who came: when the caller may claim the win (`claim-victory` in `anytime`) if that side has not moved by then (ISO 8601; the service's WARGAMES_CLAIM_AFTER_MS after the game's last event). Null when it is the caller's move, after the end, for a spectator, or when the other side is the computer or a seat nobody has come to.",
    () => String,
    { nullable: true },
  )
  claimableAt!: string | null;
}
