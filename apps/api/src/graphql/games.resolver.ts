import { Args, Context, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import type { Json } from '@wargames/engine';
import { AT_LEAST_VERSION_DESCRIPTION } from '../api-models/at-least-version';
import { BotSeatInput } from '../api-models/bot-seat.input';
import { CommandPreviewModel } from '../api-models/command-preview.model';
import { CommandResultModel } from '../api-models/command-result.model';
import { GameTypeModel } from '../api-models/game-type.model';
import { GameViewModel } from '../api-models/game-view.model';
import { GameModel } from '../api-models/game.model';
import { HistoryPageModel } from '../api-models/history-page.model';
import { JsonScalar } from '../api-models/json-scalar';
import { LegalCommandsModel } from '../api-models/legal-commands.model';
import { LiveEventModel } from '../api-models/live-event.model';
import { ReplayFrameModel } from '../api-models/replay-frame.model';
import { SeatClaimModel } from '../api-models/seat-claim.model';
import { SeatInviteModel } from '../api-models/seat-invite.model';
import { CurrentCaller } from '../auth/current-caller';
import { ApiError } from '../errors/api-error';
import { GAME_STATUSES, SEATINGS, type Caller } from '../games/game-models';
import { optionalOneOf } from '../games/input-checks';
import { CommandSubmission } from '../games/command-submission';
import { GameLobby } from '../games/game-lobby';
import { GameReads } from '../games/game-reads';
import { GameRecords } from '../games/game-records';
import { GameTypeCatalog } from '../games/game-type-catalog';
import { LiveFeed, type LiveEvent } from '../live/live-feed';
import { subscriberOf } from '../throttling/subscription-limiter';
import type { GraphqlContext } from './graphql-context';

const GAME_ID = { type: () => ID, description: 'The game id.' } as const;
const PERSPECTIVE = {
  type: () => String,
  nullable: true,
  description: 'Whose eyes: your own seat (default) or "spectator" while the game runs; any role or "omniscient" after it ends.',
} as const;
const AT_LEAST_VERSION = {
  type: () => Int,
  nullable: true,
  description: AT_LEAST_VERSION_DESCRIPTION,
} as const;

/**
 * Every job of the API over GraphQL. The caller is the seat whose token is in `Authorization: Bearer` (or, over
 * graphql-ws, in `connectionParams.authorization`); without a token the caller is a spectator.
 */
@Resolver()
export class GamesResolver {
  constructor(
    private readonly catalog: GameTypeCatalog,
    private readonly lobby: GameLobby,
    private readonly reads: GameReads,
    private readonly commands: CommandSubmission,
    private readonly records: GameRecords,
    private readonly live: LiveFeed,
  ) {}

  @Query(() => [GameTypeModel], { description: 'Every game type, with the JSON Schemas of its options, commands, views and events, and its steps.' })
  gameTypes(): GameTypeModel[] {
    return this.catalog.list() as GameTypeModel[];
  }

  @Query(() => GameTypeModel, { description: 'One game type.' })
  gameType(@Args('id', { type: () => ID, description: 'The game type id.' }) id: string): GameTypeModel {
    return this.catalog.get(id) as GameTypeModel;
  }

  @Query(() => [GameModel], { description: 'Games, newest first; with status "ended", the latest ended first.' })
  games(
    // An argument left out arrives as undefined, one sent as null as null: both mean "no filter".
    @Args('gameType', { type: () => String, nullable: true, description: 'Only games of this type.' }) gameType: string | null | undefined,
    @Args('status', { type: () => String, nullable: true, description: 'Only "active" or only "ended" games.' }) status: string | null | undefined,
    @Args('imported', { type: () => Boolean, nullable: true, description: 'true: only games imported from records; false: only games played here.' }) imported: boolean | null | undefined,
    @Args('calledOff', {
      type: () => Boolean,
      nullable: true,
      description: 'true: only games called off before every player came (outcome reason "aborted"); false: every other game (with status "ended", the games played to an end).',
    })
    calledOff: boolean | null | undefined,
    @Args('seating', {
      type: () => String,
      nullable: true,
      description: '"open": only games with a seat nobody holds (with status "active", the games you can join); "full": only games whose every seat is held, by a player or a computer.',
    })
    seating: string | null | undefined,
    @Args('limit', { type: () => Int, nullable: true, description: 'At most this many (1–100, default 20).' }) limit: number | null | undefined,
    @Args('offset', { type: () => Int, nullable: true, description: 'Skip this many.' }) offset: number | null | undefined,
  ): Promise<GameModel[]> {
    return this.lobby.listGames({
      gameType: gameType ?? undefined,
      status: optionalOneOf(status, GAME_STATUSES, 'status'),
      imported: imported ?? undefined,
      calledOff: calledOff ?? undefined,
      seating: optionalOneOf(seating, SEATINGS, 'seating'),
      limit: limit ?? undefined,
      offset: offset ?? undefined,
    }) as Promise<GameModel[]>;
  }

  @Query(() => GameModel, { description: 'One game, as anyone may see it.' })
  game(@Args('gameId', GAME_ID) gameId: string): Promise<GameModel> {
    return this.lobby.getGame(gameId) as Promise<GameModel>;
  }

  @Query(() => GameViewModel, { description: "The caller's view of a game." })
  view(
    @Args('gameId', GAME_ID) _gameId: string,
    @Args('perspective', PERSPECTIVE) perspective: string | null,
    @Args('atLeastVersion', AT_LEAST_VERSION) atLeastVersion: number | null,
    @CurrentCaller() caller: Caller,
  ): Promise<GameViewModel> {
    return this.reads.view(caller, perspective ?? undefined, atLeastVersion ?? undefined) as Promise<GameViewModel>;
  }

  @Query(() => LegalCommandsModel, { description: "The caller's legal commands now." })
  legalCommands(
    @Args('gameId', GAME_ID) _gameId: string,
    @Args('atLeastVersion', AT_LEAST_VERSION) atLeastVersion: number | null,
    @CurrentCaller() caller: Caller,
  ): Promise<LegalCommandsModel> {
    return this.reads.legalCommands(caller, atLeastVersion ?? undefined) as Promise<LegalCommandsModel>;
  }

  @Query(() => CommandPreviewModel, {
    description: "What a command of the caller's seat would lead to, before it is sent (Arras: an attack's or the 88's odds); refused like the command when it is illegal.",
  })
  previewCommand(
    @Args('gameId', GAME_ID) _gameId: string,
    @Args('command', { type: () => JsonScalar, description: "The command, in the game type's command schema." }) command: unknown,
    @CurrentCaller() caller: Caller,
  ): Promise<CommandPreviewModel> {
    return this.reads.preview(caller, command) as Promise<CommandPreviewModel>;
  }

  @Query(() => HistoryPageModel, { description: "A page of the caller's redacted event history." })
  history(
    @Args('gameId', GAME_ID) _gameId: string,
    @Args('afterSeq', { type: () => Int, nullable: true, description: 'Events after this seq (default 0).' }) afterSeq: number | null,
    @Args('limit', { type: () => Int, nullable: true, description: 'Page size, 1–500 (default 100).' }) limit: number | null,
    @Args('perspective', PERSPECTIVE) perspective: string | null,
    @CurrentCaller() caller: Caller,
  ): Promise<HistoryPageModel> {
    return this.reads.history(caller, { afterSeq: afterSeq ?? undefined, limit: limit ?? undefined, perspective: perspective ?? undefined }) as Promise<HistoryPageModel>;
  }

  @Query(() => ReplayFrameModel, { description: 'The game after `step` commands, seen as a perspective.' })
  replayFrame(
    @Args('gameId', GAME_ID) _gameId: string,
    @Args('step', { type: () => Int, description: 'Commands applied; 0 is the set-up position.' }) step: number,
    @Args('perspective', PERSPECTIVE) perspective: string | null,
    @CurrentCaller() caller: Caller,
  ): Promise<ReplayFrameModel> {
    return this.reads.replayFrame(caller, step, perspective ?? undefined) as Promise<ReplayFrameModel>;
  }

  @Query(() => JsonScalar, { description: 'A finished game as a record (JSON), for importRecord; refused while the game runs.' })
  gameRecord(@Args('gameId', GAME_ID) gameId: string): Promise<Json> {
    return this.records.exportRecord(gameId) as unknown as Promise<Json>;
  }

  @Mutation(() => GameModel, { description: 'Create a game of a type with its options.' })
  createGame(
    @Args('gameType', { type: () => String, description: 'The game type id: "graf-spee" or "arras".' }) gameType: string,
    @Args('options', { type: () => JsonScalar, nullable: true, description: "Options in the game type's options schema." }) options: unknown,
    @Args('bots', { type: () => [BotSeatInput], nullable: true, description: 'Seats for computer players, which move by themselves.' }) bots: BotSeatInput[] | null,
  ): Promise<GameModel> {
    return this.lobby.createGame(gameType, options ?? undefined, botSeatsByRole(bots ?? [])) as Promise<GameModel>;
  }

  @Mutation(() => SeatClaimModel, { description: 'Claim a free seat; the answer holds the secret seat token.' })
  claimSeat(@Args('gameId', GAME_ID) gameId: string, @Args('role', { type: () => String, description: 'The seat: "german", "british", "allied".' }) role: string): Promise<SeatClaimModel> {
    return this.lobby.claimSeat(gameId, role);
  }

  @Mutation(() => SeatInviteModel, {
    description:
      "Hold a free seat for an opponent; the answer holds the secret invite code, which works once. With the token of another of the game's seats, a player may also replace an invite to that seat that nobody has accepted yet: the old code stops working.",
  })
  inviteToSeat(
    @Args('gameId', GAME_ID) _gameId: string,
    @Args('role', { type: () => String, description: 'The seat to hold: "german", "british", "allied".' }) role: string,
    @CurrentCaller() caller: Caller,
  ): Promise<SeatInviteModel> {
    return this.lobby.inviteToSeat(caller, role);
  }

  @Mutation(() => SeatClaimModel, { description: 'Accept an invite: the answer holds the secret token of the seat it held. A used invite is refused (ERR_INVITE_USED).' })
  acceptInvite(
    @Args('gameId', GAME_ID) gameId: string,
    @Args('role', { type: () => String, description: 'The seat the invite holds.' }) role: string,
    @Args('code', { type: () => String, description: 'The invite code.' }) code: string,
  ): Promise<SeatClaimModel> {
    return this.lobby.acceptInvite(gameId, role, code);
  }

  @Mutation(() => CommandResultModel, { description: "Submit a command for the caller's seat." })
  submitCommand(
    @Args('gameId', GAME_ID) _gameId: string,
    @Args('commandId', { type: () => String, description: 'Your id for this command; sending it again returns the first result.' }) commandId: string,
    @Args('expectedVersion', { type: () => Int, nullable: true, description: 'The version you decided on; a moved game is refused with ERR_STALE_VERSION.' })
    expectedVersion: number | null,
    @Args('command', { type: () => JsonScalar, description: "The command, in the game type's command schema." }) command: unknown,
    @CurrentCaller() caller: Caller,
  ): Promise<CommandResultModel> {
    return this.commands.submit(caller, { commandId, expectedVersion: expectedVersion ?? undefined, command }) as Promise<CommandResultModel>;
  }

  @Mutation(() => GameModel, { description: 'Import a finished game record: every step is decided again; an illegal step refuses the whole record.' })
  importRecord(@Args('record', { type: () => JsonScalar, description: 'A record as exported by gameRecord.' }) record: unknown): Promise<GameModel> {
    return this.records.importRecord(record) as Promise<GameModel>;
  }

  @Subscription(() => LiveEventModel, {
    description: "New events of a game, redacted for the caller; completes after the game's last event.",
    resolve: (event: LiveEvent) => event,
  })
  gameEvents(
    @Args('gameId', GAME_ID) _gameId: string,
    @Args('afterSeq', { type: () => Int, nullable: true, description: 'Also send the events after this seq that were stored before subscribing.' })
    afterSeq: number | null,
    @Args('withPosition', {
      type: () => Boolean,
      nullable: true,
      description: "Also send the subscriber's view and legal commands with the last event of each push (`view`, `legal`), so a screen need not read them again.",
    })
    withPosition: boolean | null,
    @CurrentCaller() caller: Caller,
    @Context() context: GraphqlContext,
  ): Promise<AsyncIterableIterator<LiveEvent>> {
    return this.live.watch(caller, subscriberOf(context.req), afterSeq ?? undefined, { withPosition: withPosition ?? false });
  }
}

/** GraphQL's list of bot seats as the lobby takes them; a role named twice is refused. */
function botSeatsByRole(bots: readonly BotSeatInput[]): Record<string, string> {
  const byRole: Record<string, string> = {};
  for (const { role, level } of bots) {
    if (role in byRole) throw ApiError.of('ERR_BAD_REQUEST', 'bots', `the ${role} seat is named twice`);
    byRole[role] = level;
  }
  return byRole;
}
