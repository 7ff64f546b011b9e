import { ID, ObjectType } from '@nestjs/graphql';
import type { Json } from '@wargames/engine';
import type { GameTypeInfo } from '../games/game-models';
import { ANY_JSON, DocumentedProperty } from './documented-property';
import { JsonScalar } from './json-scalar';
import { StepModel } from './step.model';

@ObjectType('GameType', { description: 'A kind of game the service offers, with the JSON Schemas of its options, commands, views and events, and its steps.' })
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

  @DocumentedProperty("JSON Schema of the game's view for every viewer (what `view` answers), in its output form.", () => JsonScalar, {
    api: { type: 'object', additionalProperties: true },
  })
  viewSchema!: Json;

  @DocumentedProperty('JSON Schema of every event a viewer may receive (redacted forms included: secret fields are optional), in its output form.', () => JsonScalar, {
    api: { type: 'object', additionalProperties: true },
  })
  eventSchema!: Json;

  @DocumentedProperty('Every step or phase name that views and events carry, with its rule and what happens in it.', () => [StepModel], { api: { type: () => [StepModel] } })
  steps!: StepModel[];

  @DocumentedProperty('Static board data (hexes, labels, neighbours, boxes) to draw the map without knowing the rules.', () => JsonScalar, { api: ANY_JSON })
  board!: Json;
}
