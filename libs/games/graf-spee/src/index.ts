export { grafSpee, type GrafSpeeGame } from './game';
export { optionsSchema, parseGrafSpeeOptions, DEFAULT_OPTIONS, type GrafSpeeOptions } from './options';
export { board, buildBoard, type Board, type BoardHex, type BoardJson, type HexId } from './board';
export { loadBoardData, boardDataSchema, BRITISH_KINDS, BOX_IDS, type BoardData, type BoxId, type BritishKind } from './data/board-data';
export { commandSchema, COMMAND_OWNER, type Command, type CommandType, type CommandOf } from './commands';
export {
  fullEventSchema,
  visibleEventSchema,
  type GrafSpeeEvent,
  type VisibleGrafSpeeEvent,
  type GrafSpeeEventType,
  type EventOf,
  type KindCounts,
  type RevealedPiece,
  type SpeeResult,
  type TargetResult,
} from './events';
export { PHASES, type GrafSpeeState, type MapPiece, type Phase, type BoxContents, type PublicSpeeSighting } from './state';
export { viewSchema, type GrafSpeeView, type PieceView } from './view-schema';
export { steps, PHASE_INFO } from './steps';
export type { RaidPreview } from './raid-preview';
export type { GrafSpeeOutcome } from './shared-schemas';
export { GrafSpeeErrors, type GrafSpeeErrorCode } from './errors';
export { hiddenFacts, findLeaks, type HiddenFacts, type Leak } from './leak-check';
