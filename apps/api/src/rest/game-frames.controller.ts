import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiSecurity, ApiTags, getSchemaPath, ApiExtraModels } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ReplayFrameModel } from '../api-models/replay-frame.model';
import { CurrentCaller } from '../auth/current-caller';
import { GameFrames } from '../games/game-frames';
import type { Caller } from '../games/game-models';
import { ApiErrorResponses } from './api-error-responses';
import { openRawResponse, writeWithBackPressure } from './raw-response';
import { ZodValidationPipe } from './zod-validation.pipe';

const NDJSON = 'application/x-ndjson';
const step = z.coerce.number().int().min(0).max(1_000_000);

export const framesQuery = z.strictObject({
  from: step.optional().describe('The first step (0 = the set-up position); default 0.'),
  to: step.optional().describe('The last step, included; default the last step of the game.'),
  perspective: z.string().min(1).max(64).optional().describe('A role, "spectator" or "omniscient"; others than your own only after the end.'),
});

/**
 * Replay frames in bulk as NDJSON, so that a replay viewer loads every frame once and then steps locally (issue 11).
 * Its own controller: the play path (GamesController) stays as it is.
 */
@ApiTags('games')
@ApiBearerAuth()
@ApiSecurity({})
@ApiExtraModels(ReplayFrameModel)
@Controller('games')
export class GameFramesController {
  constructor(private readonly frames: GameFrames) {}

  @Get(':id/frames')
  @ApiParam({ name: 'id', description: 'The game id.' })
  @ApiOperation({
    summary: 'Replay frames for a range of steps, one perspective, as NDJSON',
    description:
      'One ReplayFrame per line, in step order, each exactly what `GET /api/games/{id}/replay/{step}` answers for that step and ' +
      'perspective: step, steps, version, actor, the step’s events and the view, all redacted for the perspective. While the game ' +
      'runs only the caller’s own seat (or spectator); after it ends any role, "spectator" or "omniscient" (else 403 ' +
      'ERR_PERSPECTIVE_FORBIDDEN, before anything is streamed).',
  })
  @ApiQuery({ name: 'from', required: false, type: Number, description: 'The first step (0 = set-up position); default 0' })
  @ApiQuery({ name: 'to', required: false, type: Number, description: 'The last step, included; default the last step' })
  @ApiQuery({ name: 'perspective', required: false })
  @ApiProduces(NDJSON)
  @ApiOkResponse({
    description: 'NDJSON: one ReplayFrame (JSON) per line.',
    content: { [NDJSON]: { schema: { $ref: getSchemaPath(ReplayFrameModel) } } },
  })
  @ApiErrorResponses(400, 401, 403, 404)
  async list(
    @CurrentCaller() caller: Caller,
    @Query(new ZodValidationPipe(framesQuery, 'query')) query: z.infer<typeof framesQuery>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { frames } = await this.frames.open(caller, query);
    const response = openRawResponse(reply, 200, { 'Content-Type': NDJSON });
    // Respect back-pressure: a 2,000-step game with full views is several megabytes.
    for (const frame of frames) await writeWithBackPressure(response, `${JSON.stringify(frame)}\n`);
    response.end();
  }
}
