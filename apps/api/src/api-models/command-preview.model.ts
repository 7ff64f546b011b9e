import { ID, Int, ObjectType } from '@nestjs/graphql';
import type { Json } from '@wargames/engine';
import type { CommandPreviewResult } from '../games/game-models';
import { DocumentedProperty } from './documented-property';
import { JsonScalar } from './json-scalar';

@ObjectType('CommandPreview', { description: "What a command of the caller's seat would lead to, before it is sent; refused like the command when it is illegal." })
export class CommandPreviewModel implements CommandPreviewResult {
  @DocumentedProperty('The game id.', () => ID)
  gameId!: string;

  @DocumentedProperty("The caller's seat.", () => String)
  role!: string;

  @DocumentedProperty('The version the preview was worked out at.', () => Int)
  version!: number;

  @DocumentedProperty(
    "The game's preview: Arras shows an attack's or the 88's odds column, shifts and die modifiers with their rules, the result of each die face and, per retreat result, the units it would eliminate for want of a way back (AR-8.5) and, per result, where Rommel's panic would move the turn marker (AR-8.6); Graf Spee shows the German what a raid would score, by die face or the sure points (GS-7.3); null when the game previews nothing for this command.",
    () => JsonScalar,
    { nullable: true, api: { type: 'object', additionalProperties: true, nullable: true } },
  )
  preview!: Json | null;
}
