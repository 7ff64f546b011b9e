export { WargamesClient, isKnownGameType, type WargamesClientOptions } from './client';
export { GameTypeClient, type BotSeats, type ListGamesOptions } from './game-type-client';
export { GAME_LISTS, type GameList } from './game-lists';
export { GameSession, type EventsOptions, type ReadFreshness, type SubmitOptions } from './game-session';
export type {
  BotLevel,
  CommandOf,
  CommandPreview,
  CommandResult,
  EventOf,
  GameSummary,
  GameTypeId,
  GameTypeInfo,
  GameView,
  HistoryPage,
  LegalCommands,
  LiveEvent,
  OptionsOf,
  Outcome,
  Perspective,
  ReplayFrame,
  RoleOf,
  ViewOf,
  VisibleEvent,
} from './game-types';
export { WargamesApiError, WargamesNetworkError, retryability, type ApiErrorBody } from './errors';
export { DEFAULT_RETRY, type RetryOptions } from './retry';
export type { FetchLike } from './http-transport';
export type { WebSocketConstructor } from './live/graphql-ws-feed';
export type { LiveConnection, LiveTransport } from './live/live-events';
export type { JsonObject, JsonValue } from './json';
export type { GameRecord } from './generated/record';
export { GAME_TYPE_IDS, GAME_ROLES, GAME_STEPS, GAME_EVENT_TYPES, type GameTypes } from './generated/games';
export type * from './generated/games';
export { newCommandId } from './command-id';
export { RESIGN, RESIGN_COMMAND, RESIGNED, isResignation, withoutResignation } from './resignation';
export { ABORT, ABORTED, isAbort, isCalledOff } from './abort';
export { CLAIM_VICTORY, isVictoryClaim, VICTORY_CLAIMED } from './victory-claim';
