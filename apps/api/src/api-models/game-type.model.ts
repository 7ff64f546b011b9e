import { ID, ObjectType } from '@nestjs/graphql';
import type { Json } from '@wargames/engine';
import type { GameTypeInfo } from '../games/game-models';
import { ANY_JSON, DocumentedProperty } from './documented-property';
import { JsonScalar } from './json-scalar';

@ObjectType('GameType', { description: 'A kind of game the service offers, with the JSON Schemas of its options and commands.' })
export class GameTypeModel implements GameTypeInfo {
  @DocumentedProperty('Stable id used in URLs and records: "graf-spee" or "arras".', () => ID)
  id!: string;

  @DocumentedProperty('Human title.', () => String)
  title!: string;

  @DocumentedProperty('Every seat, in the order players usually take them.', () => [String], { api: { type: [String] } })
  roles!: string[];

  @DocumentedProperty('JSON Schema of the options accepted when creating a game (generated from the zod schema the engine validates with).', () => JsonScalar, { api: { type: 'object', additionalProperties: true } })
  optionsSchema!: Json;

  @DocumentedProperty("JSON Schema of every command (generated from the zod schema the engine validates with).", () => JsonScalar, { api: { type: 'object', additionalProperties: true } })
  commandSchema!: Json;

  @DocumentedProperty('Static board data (hexes, labels, neighbours, boxes) to draw the map without knowing the rules.', () => JsonScalar, { api: ANY_JSON })
  board!: Json;
}
