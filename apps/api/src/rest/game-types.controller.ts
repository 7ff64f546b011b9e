import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GameTypeModel } from '../api-models/game-type.model';
import { GameTypeCatalog } from '../games/game-type-catalog';
import { ApiErrorResponses } from './api-error-responses';

@ApiTags('game types')
@Controller('game-types')
export class GameTypesController {
  constructor(private readonly catalog: GameTypeCatalog) {}

  @Get()
  @ApiOperation({ summary: 'Every game type, with the JSON Schemas of its options, commands, views and events, and its steps' })
  @ApiOkResponse({ type: [GameTypeModel] })
  @ApiErrorResponses()
  list(): GameTypeModel[] {
    return this.catalog.list() as GameTypeModel[];
  }

  @Get(':type')
  @ApiOperation({ summary: 'One game type' })
  @ApiOkResponse({ type: GameTypeModel })
  @ApiErrorResponses(404)
  get(@Param('type') type: string): GameTypeModel {
    return this.catalog.get(type) as GameTypeModel;
  }

  @Get(':type/command-schema')
  @ApiOperation({ summary: "The JSON Schema of a game type's commands (generated from the engine's zod schema)" })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: true } })
  @ApiErrorResponses(404)
  commandSchema(@Param('type') type: string): unknown {
    return this.catalog.schema(type, 'commandSchema');
  }

  @Get(':type/view-schema')
  @ApiOperation({ summary: "The JSON Schema of a game type's views for every viewer (output form, generated from the engine's zod schema)" })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: true } })
  @ApiErrorResponses(404)
  viewSchema(@Param('type') type: string): unknown {
    return this.catalog.schema(type, 'viewSchema');
  }

  @Get(':type/event-schema')
  @ApiOperation({ summary: "The JSON Schema of every event a viewer may receive, redacted forms included (output form, generated from the engine's zod schema)" })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: true } })
  @ApiErrorResponses(404)
  eventSchema(@Param('type') type: string): unknown {
    return this.catalog.schema(type, 'eventSchema');
  }

  @Get(':type/options-schema')
  @ApiOperation({ summary: "The JSON Schema of a game type's options (generated from the engine's zod schema)" })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: true } })
  @ApiErrorResponses(404)
  optionsSchema(@Param('type') type: string): unknown {
    return this.catalog.schema(type, 'optionsSchema');
  }
}
