import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiQuery,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AT_LEAST_VERSION_DESCRIPTION } from '../api-models/at-least-version';
import { CommandPreviewModel } from '../api-models/command-preview.model';
import { CommandResultModel } from '../api-models/command-result.model';
import { GameViewModel } from '../api-models/game-view.model';
import { GameModel } from '../api-models/game.model';
import { HistoryPageModel } from '../api-models/history-page.model';
import { LegalCommandsModel } from '../api-models/legal-commands.model';
import { ReplayFrameModel } from '../api-models/replay-frame.model';
import { SeatClaimModel } from '../api-models/seat-claim.model';
import { SeatInviteModel } from '../api-models/seat-invite.model';
import { CurrentCaller } from '../auth/current-caller';
import { GAME_STATUSES, SEATINGS, type Caller } from '../games/game-models';
import { gameRecordSchema, type GameRecord } from '../games/game-record';
import { CommandSubmission } from '../games/command-submission';
import { GameLobby } from '../games/game-lobby';
import { GameReads } from '../games/game-reads';
import { GameRecords } from '../games/game-records';
import { ApiErrorResponses } from './api-error-responses';
import { openRawResponse, writeWithBackPressure } from './raw-response';
import {
  acceptInviteBody,
  createGameBody,
  eventsQuery,
  historyQuery,
  legalQuery,
  listGamesQuery,
  perspectiveQuery,
  previewCommandBody,
  submitCommandBody,
  viewQuery,
  type AcceptInviteBody,
  type CreateGameBody,
  type PreviewCommandBody,
  type SubmitCommandBody,
} from './request-schemas';
import { streamLiveEvents } from './server-sent-events';
import { LiveFeed } from '../live/live-feed';
import { subscriberOf } from '../throttling/subscription-limiter';
import { openApiSchema, ZodValidationPipe } from './zod-validation.pipe';

const NDJSON = 'application/x-ndjson';
/** The `{id}` of routes whose handler reads it through CurrentCaller (not @Param), so Nest cannot see it. */
const GameIdParam = () => ApiParam({ name: 'id', description: 'The game id.' });
const AtLeastVersionQuery = () => ApiQuery({ name: 'atLeastVersion', required: false, type: Number, description: AT_LEAST_VERSION_DESCRIPTION });
const stepParam = new ZodValidationPipe(z.coerce.number().int().min(0).max(1_000_000), 'step');

@ApiTags('games')
// The seat token is optional: without one the caller is a spectator.
@ApiBearerAuth()
@ApiSecurity({})
@Controller('games')
export class GamesController {
  constructor(
    private readonly lobby: GameLobby,
    private readonly reads: GameReads,
    private readonly commands: CommandSubmission,
    private readonly records: GameRecords,
    private readonly live: LiveFeed,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List games, newest first; with status=ended, the latest ended first' })
  @ApiQuery({ name: 'gameType', required: false })
  @ApiQuery({ name: 'status', required: false, enum: GAME_STATUSES })
  @ApiQuery({ name: 'imported', required: false, type: Boolean, description: 'true: only imported records; false: only games played here' })
  @ApiQuery({
    name: 'calledOff',
    required: false,
    type: Boolean,
    description: 'true: only games called off before every player came (outcome reason "aborted"); false: every other game (with status=ended, the games played to an end)',
  })
  @ApiQuery({
    name: 'seating',
    required: false,
    enum: SEATINGS,
    description: 'open: only games with a seat nobody holds (with status=active, the games you can join); full: only games whose every seat is held, by a player or a computer',
  })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: '1–100, default 20' })
  @ApiQuery({ name: 'offset', required: false, type: Number })
  @ApiOkResponse({ type: [GameModel] })
  @ApiErrorResponses(400)
  list(@Query(new ZodValidationPipe(listGamesQuery, 'query')) query: z.infer<typeof listGamesQuery>): Promise<GameModel[]> {
    return this.lobby.listGames(query) as Promise<GameModel[]>;
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a game of a type with its options' })
  @ApiBody({ schema: openApiSchema(createGameBody) })
  @ApiCreatedResponse({ type: GameModel })
  @ApiErrorResponses(400, 404, 413)
  create(@Body(new ZodValidationPipe(createGameBody, 'body')) body: CreateGameBody): Promise<GameModel> {
    return this.lobby.createGame(body.gameType, body.options, body.bots ?? {}) as Promise<GameModel>;
  }

  @Get(':id')
  @ApiOperation({ summary: 'Open a game: what anyone may know of it' })
  @ApiOkResponse({ type: GameModel })
  @ApiErrorResponses(404)
  get(@Param('id') id: string): Promise<GameModel> {
    return this.lobby.getGame(id) as Promise<GameModel>;
  }

  @Post(':id/seats/:role')
  @HttpCode(201)
  @ApiOperation({ summary: 'Claim a free seat', description: 'Returns the secret seat token once; send it as `Authorization: Bearer <token>`.' })
  @ApiParam({ name: 'role', example: 'german' })
  @ApiCreatedResponse({ type: SeatClaimModel })
  @ApiErrorResponses(404, 409)
  claimSeat(@Param('id') id: string, @Param('role') role: string): Promise<SeatClaimModel> {
    return this.lobby.claimSeat(id, role);
  }

  @Post(':id/invites/:role')
  @HttpCode(201)
  @GameIdParam()
  @ApiOperation({
    summary: 'Hold a free seat for an opponent',
    description:
      'Returns a secret invite code once. The seat is taken from then on; whoever first accepts the code gets its token. ' +
      "With the token of another of the game's seats, a player may also replace an invite to that seat that nobody has accepted yet (a lost link): the old code stops working.",
  })
  @ApiParam({ name: 'role', example: 'british' })
  @ApiCreatedResponse({ type: SeatInviteModel })
  @ApiErrorResponses(401, 404, 409)
  inviteToSeat(@CurrentCaller() caller: Caller, @Param('role') role: string): Promise<SeatInviteModel> {
    return this.lobby.inviteToSeat(caller, role);
  }

  @Post(':id/invites/:role/accept')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Accept an invite: take the seat it holds',
    description: 'Returns the secret seat token once. An invite works once: accepting it again is refused with 409 ERR_INVITE_USED.',
  })
  @ApiParam({ name: 'role', example: 'british' })
  @ApiBody({ schema: openApiSchema(acceptInviteBody) })
  @ApiCreatedResponse({ type: SeatClaimModel })
  @ApiErrorResponses(400, 404, 409)
  acceptInvite(@Param('id') id: string, @Param('role') role: string, @Body(new ZodValidationPipe(acceptInviteBody, 'body')) body: AcceptInviteBody): Promise<SeatClaimModel> {
    return this.lobby.acceptInvite(id, role, body.code);
  }

  @Get(':id/view')
  @GameIdParam()
  @ApiOperation({ summary: "The caller's view: the game as the caller's seat (or a spectator) may see it" })
  @ApiQuery({ name: 'perspective', required: false, description: 'After the end: any role, "spectator" or "omniscient"' })
  @AtLeastVersionQuery()
  @ApiOkResponse({ type: GameViewModel })
  @ApiErrorResponses(400, 401, 403, 404)
  view(@CurrentCaller() caller: Caller, @Query(new ZodValidationPipe(viewQuery, 'query')) query: z.infer<typeof viewQuery>): Promise<GameViewModel> {
    return this.reads.view(caller, query.perspective, query.atLeastVersion) as Promise<GameViewModel>;
  }

  @Get(':id/legal')
  @GameIdParam()
  @ApiOperation({ summary: "The caller's legal commands now (empty when it is not the caller's turn)" })
  @AtLeastVersionQuery()
  @ApiOkResponse({ type: LegalCommandsModel })
  @ApiErrorResponses(400, 401, 404)
  legal(@CurrentCaller() caller: Caller, @Query(new ZodValidationPipe(legalQuery, 'query')) query: z.infer<typeof legalQuery>): Promise<LegalCommandsModel> {
    return this.reads.legalCommands(caller, query.atLeastVersion) as Promise<LegalCommandsModel>;
  }

  @Post(':id/preview')
  @HttpCode(200)
  @GameIdParam()
  @ApiOperation({
    summary: "Preview a command of the caller's seat before sending it",
    description:
      'Answers what the command would lead to, worked out by the game on the current position without rolling (Arras: the odds column, shifts and die modifiers of an attack or of the 88, with their rules, the result of each die face and the units each retreat result would eliminate for want of a way back, AR-8.5, and where each result would move the turn marker, AR-8.6; Graf Spee: what a raid would score, GS-7.3), or `preview: null` when the game has nothing to show. ' +
      'An illegal command is refused as submitting it would be (422 with its rule). Stores nothing.',
  })
  @ApiBody({ schema: openApiSchema(previewCommandBody) })
  @ApiOkResponse({ type: CommandPreviewModel })
  @ApiErrorResponses(400, 401, 403, 404, 409, 413, 422)
  preview(@CurrentCaller() caller: Caller, @Body(new ZodValidationPipe(previewCommandBody, 'body')) body: PreviewCommandBody): Promise<CommandPreviewModel> {
    return this.reads.preview(caller, body.command) as Promise<CommandPreviewModel>;
  }

  @Post(':id/commands')
  @GameIdParam()
  @ApiOperation({
    summary: "Submit a command for the caller's seat",
    description:
      'Answers 201 with the events the caller may see, the caller’s new view and next legal commands (`legal`); the same command again under its commandId answers 200 with the first result and stores nothing, ' +
      'another command under a used commandId is refused with 409 ERR_COMMAND_ID_REUSED. ' +
      'With expectedVersion, a game that has moved is refused with 409 ERR_STALE_VERSION.',
  })
  @ApiBody({ schema: openApiSchema(submitCommandBody) })
  @ApiCreatedResponse({ type: CommandResultModel, description: 'Accepted and stored' })
  @ApiOkResponse({ type: CommandResultModel, description: 'A retry of a stored command: its first result' })
  @ApiErrorResponses(400, 401, 403, 404, 409, 413, 422)
  async submit(
    @CurrentCaller() caller: Caller,
    @Body(new ZodValidationPipe(submitCommandBody, 'body')) body: SubmitCommandBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CommandResultModel> {
    const result = await this.commands.submit(caller, body);
    void reply.status(result.duplicate ? 200 : 201);
    return result as CommandResultModel;
  }

  @Get(':id/history')
  @GameIdParam()
  @ApiOperation({
    summary: "The caller's redacted event history",
    description: `JSON pages by default; NDJSON (one event per line, the whole history after afterSeq) with \`?format=ndjson\` or \`Accept: ${NDJSON}\`.`,
  })
  @ApiQuery({ name: 'afterSeq', required: false, type: Number })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: 'JSON page size, 1–500, default 100' })
  @ApiQuery({ name: 'perspective', required: false })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'ndjson'] })
  @ApiProduces('application/json', NDJSON)
  @ApiOkResponse({ type: HistoryPageModel })
  @ApiErrorResponses(400, 401, 403, 404)
  async history(
    @CurrentCaller() caller: Caller,
    @Query(new ZodValidationPipe(historyQuery, 'query')) query: z.infer<typeof historyQuery>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const ndjson = query.format === 'ndjson' || (query.format === undefined && (request.headers.accept ?? '').includes(NDJSON));
    if (!ndjson) {
      await reply.send(await this.reads.history(caller, query));
      return;
    }
    let page = await this.reads.history(caller, { ...query, limit: 500 });
    const response = openRawResponse(reply, 200, { 'Content-Type': NDJSON });
    for (;;) {
      for (const entry of page.entries) await writeWithBackPressure(response, `${JSON.stringify(entry)}\n`);
      if (!page.hasMore) break;
      page = await this.reads.history(caller, { afterSeq: page.nextAfterSeq, limit: 500, perspective: query.perspective });
    }
    response.end();
  }

  @Get(':id/replay/:step')
  @GameIdParam()
  @ApiOperation({
    summary: 'The frame after a number of commands, seen as a perspective',
    description: 'While the game runs only the caller’s own seat (or spectator); after it ends any role, "spectator" or "omniscient".',
  })
  @ApiParam({ name: 'step', type: Number, description: '0 = set-up position' })
  @ApiQuery({ name: 'perspective', required: false })
  @ApiOkResponse({ type: ReplayFrameModel })
  @ApiErrorResponses(400, 401, 403, 404)
  replay(
    @CurrentCaller() caller: Caller,
    @Param('step', stepParam) step: number,
    @Query(new ZodValidationPipe(perspectiveQuery, 'query')) query: z.infer<typeof perspectiveQuery>,
  ): Promise<ReplayFrameModel> {
    return this.reads.replayFrame(caller, step, query.perspective) as Promise<ReplayFrameModel>;
  }

  @Get(':id/record')
  @ApiOperation({ summary: 'Export a finished game as a record (JSON)', description: 'Open to everyone once the game has ended; 409 ERR_GAME_NOT_ENDED before.' })
  @ApiOkResponse({ schema: openApiSchema(gameRecordSchema) })
  @ApiErrorResponses(404, 409)
  exportRecord(@Param('id') id: string): Promise<GameRecord> {
    return this.records.exportRecord(id);
  }

  @Get(':id/events')
  @GameIdParam()
  @ApiOperation({
    summary: 'Live events for the caller (Server-Sent Events)',
    description:
      'Each message is `event: game-event`, `id: <seq>`, `data: <VisibleEvent JSON with gameId and version>`, redacted for the caller. ' +
      'Resume with `afterSeq` or the `Last-Event-ID` header. Browsers, whose EventSource cannot set headers, may pass the seat token as `access_token`. ' +
      'The stream sends `event: end` and closes after the last event of a finished game.',
  })
  @ApiQuery({ name: 'afterSeq', required: false, type: Number })
  @ApiQuery({ name: 'access_token', required: false })
  @ApiHeader({ name: 'Last-Event-ID', required: false })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'An event stream (text/event-stream) of `game-event` messages, then `end`.', content: { 'text/event-stream': { schema: { type: 'string' } } } })
  @ApiErrorResponses(400, 401, 404)
  async events(
    @CurrentCaller({ queryToken: true }) caller: Caller,
    @Query(new ZodValidationPipe(eventsQuery, 'query')) query: z.infer<typeof eventsQuery>,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Req() request: FastifyRequest<{ Querystring: Record<string, unknown> }>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const resumeAt = lastEventId !== undefined && /^\d{1,9}$/.test(lastEventId) ? Number(lastEventId) : undefined;
    const feed = await this.live.watch(caller, subscriberOf(request), query.afterSeq ?? resumeAt);
    await streamLiveEvents(feed, reply);
  }
}
