import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GameModel } from '../api-models/game.model';
import { gameRecordSchema } from '../games/game-record';
import { GameRecords } from '../games/game-records';
import { ApiErrorResponses } from './api-error-responses';
import { openApiSchema } from './zod-validation.pipe';

@ApiTags('records')
@Controller('records')
export class RecordsController {
  constructor(private readonly records: GameRecords) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Import a finished game record',
    description: 'Every step is decided again by the engine with its recorded dice; the record is refused (ERR_ILLEGAL_RECORD) if any step is illegal or gives other events. The import is a new, ended game.',
  })
  @ApiBody({ schema: openApiSchema(gameRecordSchema) })
  @ApiCreatedResponse({ type: GameModel })
  @ApiErrorResponses(400, 404, 413, 422)
  import(@Body() record: unknown): Promise<GameModel> {
    return this.records.importRecord(record) as Promise<GameModel>;
  }
}
